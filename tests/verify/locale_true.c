// verify: unreach-call true
/* Only the C locale exists: setlocale(LC_ALL, "") gives "C" and localeconv() its decimal
 * point, so nothing here is approximated. */
#include <locale.h>
#include <string.h>
extern void reach_error(void);

int main(void)
{
  const char *name = setlocale(LC_ALL, "");
  if (!name || strcmp(name, "C") != 0)
    reach_error();
  if (setlocale(LC_NUMERIC, "de_DE.UTF-8"))
    reach_error();
  if (strcmp(localeconv()->decimal_point, ".") != 0)
    reach_error();
  return 0;
}
