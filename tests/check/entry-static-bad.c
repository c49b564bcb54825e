// expect: out-of-bounds line 11
// flags: --entry parse -DTABLE=8
/* A library function checked as an entry (no main): the finding replays from the check
 * result alone, which records the files, -D flags and the entry function. */
#include <string.h>

static int fill(const char *s, int n)
{
  char table[TABLE];
  if (n > 0 && s[0] == 'A')
    table[n] = s[0];
  return n > 0 ? s[0] : 0;
}

int parse(const char *s, int n)
{
  return fill(s, n);
}
