/*
 * ctype.c - <ctype.h> for the C locale, glibc 2.36 compatible.
 *
 * Two interfaces are provided:
 *  - the functions isalpha(), tolower(), ... (implemented with plain range
 *    comparisons, which are cheap for a symbolic executor), and
 *  - the tables glibc's <ctype.h> macros read:
 *        isalpha(c)  ->  (*__ctype_b_loc())[(int)(c)] & _ISalpha
 *        tolower(c)  ->  (*__ctype_tolower_loc())[(int)(c)]   (inline, -O)
 *    Each table is indexable from -128 to 255 and has exactly the contents
 *    of glibc's C locale (checked against glibc by runtime/tests/run.sh):
 *      class:   0 for -128..-1 and 128..255;
 *      tolower/toupper: c + 256 for -128..-2, -1 for -1 (EOF), identity for
 *               128..255, ASCII case mapping for 0..127.
 *
 * For arguments outside -128..255 (undefined behaviour in C) the is*()
 * functions return 0 instead of reading out of bounds like glibc does;
 * tolower/toupper return the argument unchanged, like glibc.
 */
#include "pathsift_rt.h"

/* glibc's _ISbit() values for a little-endian host (see <ctype.h>). */
#define PS_ISupper  0x0100
#define PS_ISlower  0x0200
#define PS_ISalpha  0x0400
#define PS_ISdigit  0x0800
#define PS_ISxdigit 0x1000
#define PS_ISspace  0x2000
#define PS_ISprint  0x4000
#define PS_ISgraph  0x8000
#define PS_ISblank  0x0001
#define PS_IScntrl  0x0002
#define PS_ISpunct  0x0004
#define PS_ISalnum  0x0008

#define PS_IN(c, lo, hi) ((c) >= (lo) && (c) <= (hi))

/* Class bits of c, valid for any c (0 outside 0..127). */
#define PS_CLASS(c)                                                           \
    ((PS_IN(c, 'A', 'Z') ? (PS_ISupper | PS_ISalpha | PS_ISalnum) : 0) |      \
     (PS_IN(c, 'a', 'z') ? (PS_ISlower | PS_ISalpha | PS_ISalnum) : 0) |      \
     (PS_IN(c, '0', '9') ? (PS_ISdigit | PS_ISalnum) : 0) |                   \
     ((PS_IN(c, '0', '9') || PS_IN(c, 'a', 'f') || PS_IN(c, 'A', 'F'))        \
          ? PS_ISxdigit : 0) |                                                \
     ((c) == ' ' || PS_IN(c, '\t', '\r') ? PS_ISspace : 0) |                  \
     (PS_IN(c, 0x20, 0x7e) ? PS_ISprint : 0) |                                \
     (PS_IN(c, 0x21, 0x7e) ? PS_ISgraph : 0) |                                \
     ((c) == ' ' || (c) == '\t' ? PS_ISblank : 0) |                           \
     (PS_IN(c, 0x00, 0x1f) || (c) == 0x7f ? PS_IScntrl : 0) |                 \
     ((PS_IN(c, 0x21, 0x2f) || PS_IN(c, 0x3a, 0x40) || PS_IN(c, 0x5b, 0x60) ||\
       PS_IN(c, 0x7b, 0x7e)) ? PS_ISpunct : 0))

/* Table values of tolower/toupper for any c in -128..255. */
#define PS_LOWER(c) (PS_IN(c, 'A', 'Z') ? (c) + 32 : (c) < -1 ? (c) + 256 : (c))
#define PS_UPPER(c) (PS_IN(c, 'a', 'z') ? (c) - 32 : (c) < -1 ? (c) + 256 : (c))

/* Expand F over 8 / 64 / 128 consecutive values starting at b. */
#define PS_R8(F, b) F((b)), F((b) + 1), F((b) + 2), F((b) + 3),                \
                    F((b) + 4), F((b) + 5), F((b) + 6), F((b) + 7)
#define PS_R64(F, b) PS_R8(F, (b)), PS_R8(F, (b) + 8), PS_R8(F, (b) + 16),     \
                     PS_R8(F, (b) + 24), PS_R8(F, (b) + 32),                   \
                     PS_R8(F, (b) + 40), PS_R8(F, (b) + 48), PS_R8(F, (b) + 56)
#define PS_R128(F, b) PS_R64(F, (b)), PS_R64(F, (b) + 64)

/* Index 0 of each array corresponds to c == -128. */
static const unsigned short rt_ctype_b_table[384] = {
    PS_R128(PS_CLASS, -128), PS_R128(PS_CLASS, 0), PS_R128(PS_CLASS, 128)
};
static const int rt_ctype_tolower_table[384] = {
    PS_R128(PS_LOWER, -128), PS_R128(PS_LOWER, 0), PS_R128(PS_LOWER, 128)
};
static const int rt_ctype_toupper_table[384] = {
    PS_R128(PS_UPPER, -128), PS_R128(PS_UPPER, 0), PS_R128(PS_UPPER, 128)
};

static const unsigned short *rt_ctype_b = rt_ctype_b_table + 128;
static const int *rt_ctype_tolower = rt_ctype_tolower_table + 128;
static const int *rt_ctype_toupper = rt_ctype_toupper_table + 128;

PS_WEAK const unsigned short **__ctype_b_loc(void) { return &rt_ctype_b; }
PS_WEAK const int **__ctype_tolower_loc(void) { return &rt_ctype_tolower; }
PS_WEAK const int **__ctype_toupper_loc(void) { return &rt_ctype_toupper; }

/* ------------------------------------------------------------------------ */
/* function interface                                                       */
/* ------------------------------------------------------------------------ */

/* Like glibc, a true result is the class bit (e.g. isalpha('a') == 0x400),
 * not 1. */
PS_WEAK int isupper(int c) { return c >= 'A' && c <= 'Z' ? PS_ISupper : 0; }
PS_WEAK int islower(int c) { return c >= 'a' && c <= 'z' ? PS_ISlower : 0; }
PS_WEAK int isdigit(int c) { return c >= '0' && c <= '9' ? PS_ISdigit : 0; }

PS_WEAK int isalpha(int c)
{
    return (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') ? PS_ISalpha : 0;
}

PS_WEAK int isalnum(int c)
{
    return (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') ||
                   (c >= '0' && c <= '9')
               ? PS_ISalnum
               : 0;
}

PS_WEAK int isxdigit(int c)
{
    return (c >= '0' && c <= '9') || (c >= 'a' && c <= 'f') ||
                   (c >= 'A' && c <= 'F')
               ? PS_ISxdigit
               : 0;
}

/* ' ', \t, \n, \v, \f, \r */
PS_WEAK int isspace(int c)
{
    return c == ' ' || (c >= '\t' && c <= '\r') ? PS_ISspace : 0;
}

PS_WEAK int isblank(int c) { return c == ' ' || c == '\t' ? PS_ISblank : 0; }

PS_WEAK int iscntrl(int c)
{
    return (c >= 0 && c <= 0x1f) || c == 0x7f ? PS_IScntrl : 0;
}

PS_WEAK int isprint(int c) { return c >= 0x20 && c <= 0x7e ? PS_ISprint : 0; }

PS_WEAK int isgraph(int c) { return c >= 0x21 && c <= 0x7e ? PS_ISgraph : 0; }

PS_WEAK int ispunct(int c)
{
    return (c >= 0x21 && c <= 0x2f) || (c >= 0x3a && c <= 0x40) ||
                   (c >= 0x5b && c <= 0x60) || (c >= 0x7b && c <= 0x7e)
               ? PS_ISpunct
               : 0;
}

/* MB_CUR_MAX expands to this; the C locale is single-byte. */
PS_WEAK size_t __ctype_get_mb_cur_max(void) { return 1; }

PS_WEAK int isascii(int c) { return (c & ~0x7f) == 0; }

PS_WEAK int toascii(int c) { return c & 0x7f; }

/* glibc: c >= -128 && c < 256 ? __ctype_tolower[c] : c */
PS_WEAK int tolower(int c)
{
    if (c >= 'A' && c <= 'Z')
        return c + ('a' - 'A');
    if (c >= -128 && c < -1)
        return c + 256;
    return c;
}

PS_WEAK int toupper(int c)
{
    if (c >= 'a' && c <= 'z')
        return c - ('a' - 'A');
    if (c >= -128 && c < -1)
        return c + 256;
    return c;
}
