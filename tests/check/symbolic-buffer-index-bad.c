// expect: assertion line 15
/* A pathsift_symbolic buffer read at a concrete and at a symbolic offset: its bytes are plain
 * variables, and the symbolic read still sees them (the error needs buf[5] == 'Z' reached
 * through i == 5). */
#include <assert.h>
#include <pathsift.h>

int main(void)
{
  unsigned char buf[8];
  pathsift_symbolic(buf, sizeof buf, "buf");
  unsigned i = buf[0] & 7;
  if (i > 1 && buf[i] == 'Z' && buf[1] == 'a') {
    buf[2] = 0;
    assert(i != 5);
  }
  return 0;
}
