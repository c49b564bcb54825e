// verify: unreach-call false line 11 --sym-stdin 6
#include <stdio.h>
#include <string.h>
extern void reach_error(void);
int main(void) {
  char line[8];
  if (!fgets(line, sizeof line, stdin)) {
    return 0;
  }
  if (strcmp(line, "quit\n") == 0) {
    reach_error();
  }
  return 0;
}
