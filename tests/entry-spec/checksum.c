// expect: out-of-bounds line 11
/* A library function whose `len` is the size of `buf`: without saying so, --entry takes
 * them as unrelated and reads past the 16-byte buffer; with `size len buf` in an
 * --entry-spec file there is no false alarm (crates/cli/tests/check.rs). */
#include <stddef.h>

unsigned checksum(const unsigned char *buf, size_t len)
{
  unsigned s = 0;
  for (size_t i = 0; i < len; i++)
    s += buf[i];
  return s;
}
