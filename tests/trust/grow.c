// Memory grows without bound: a limit must end the run, not the machine.
#include <stdlib.h>
#include <string.h>
int main(void) {
  for (;;) {
    char *p = malloc(64 << 20);
    if (!p)
      return 1;
    memset(p, 1, 64 << 20);
  }
}
