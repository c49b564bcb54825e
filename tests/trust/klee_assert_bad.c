// A failing klee_assert is a violation of verify's default property.
#include <klee/klee.h>
int main(void) {
  unsigned char c;
  klee_make_symbolic(&c, sizeof c, "c");
  klee_assert(c != 'q');
  return 0;
}
