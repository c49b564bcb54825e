// A failing pathsift_assert is a violation of verify's default property.
#include <pathsift.h>
int main(void) {
  int x;
  pathsift_symbolic(&x, sizeof x, "x");
  if (x > 10 && x < 20)
    pathsift_assert(x != 15);
  return 0;
}
