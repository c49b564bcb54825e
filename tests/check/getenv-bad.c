// expect: null-deref line 16
// flags: --env APP_MODE=fast
/* getenv sees exactly the variables given with --env (none by default), and the replay runs
 * the program with exactly those: HOME is unset in both, so the bug is reached natively too. */
#include <stdlib.h>
#include <string.h>

int main(void)
{
  const char *mode = getenv("APP_MODE");
  if (getenv("HOME"))
    return 7;
  if (mode && strcmp(mode, "fast") == 0) {
    int *fast_path = 0;
    if (!getenv("APP_MODE_SAFE"))
      return *fast_path;
  }
  return 0;
}
