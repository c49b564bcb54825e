// expect: none
// flags: --entry count_spaces
/* A `char *` parameter is a NUL-terminated string: strlen stays inside its buffer, so there
 * is no false alarm (a buffer of raw bytes would have been read past its end). */
#include <string.h>

int count_spaces(const char *s)
{
  int n = 0;
  for (size_t i = 0; i < strlen(s); i++)
    if (s[i] == ' ')
      n++;
  return n;
}
