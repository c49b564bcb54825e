/*
 * locale.c - only the "C" locale exists: setlocale() accepts "C", "POSIX" and "" (the
 * environment's choice, which is "C" since the program runs with no LANG/LC_* variables)
 * and answers queries; localeconv() describes the C locale, in glibc's struct lconv layout.
 */
#include "pathsift_rt.h"

struct ps_lconv {
  char *decimal_point, *thousands_sep, *grouping, *int_curr_symbol, *currency_symbol,
      *mon_decimal_point, *mon_thousands_sep, *mon_grouping, *positive_sign, *negative_sign;
  char int_frac_digits, frac_digits, p_cs_precedes, p_sep_by_space, n_cs_precedes,
      n_sep_by_space, p_sign_posn, n_sign_posn, int_p_cs_precedes, int_p_sep_by_space,
      int_n_cs_precedes, int_n_sep_by_space, int_p_sign_posn, int_n_sign_posn;
};

static char ps_c_name[] = "C";
static char ps_dot[] = ".";
static char ps_empty[] = "";

PS_WEAK char *setlocale(int category, const char *locale)
{
  (void)category;
  if (!locale || !locale[0] || strcmp(locale, "C") == 0 || strcmp(locale, "POSIX") == 0)
    return ps_c_name;
  return NULL;
}

PS_WEAK struct ps_lconv *localeconv(void)
{
  static struct ps_lconv c;
  c.decimal_point = ps_dot;
  c.thousands_sep = c.grouping = c.int_curr_symbol = c.currency_symbol = ps_empty;
  c.mon_decimal_point = c.mon_thousands_sep = c.mon_grouping = ps_empty;
  c.positive_sign = c.negative_sign = ps_empty;
  c.int_frac_digits = c.frac_digits = c.p_cs_precedes = c.p_sep_by_space = 127;
  c.n_cs_precedes = c.n_sep_by_space = c.p_sign_posn = c.n_sign_posn = 127;
  c.int_p_cs_precedes = c.int_p_sep_by_space = c.int_n_cs_precedes = 127;
  c.int_n_sep_by_space = c.int_p_sign_posn = c.int_n_sign_posn = 127;
  return &c;
}
