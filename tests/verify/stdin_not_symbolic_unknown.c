// verify: unreach-call unknown
#include <stdio.h>
extern void reach_error(void);
int main(void) {
  /* stdin is not an input without --sym-stdin: reading it is an approximation */
  if (getchar() == 'x') {
    reach_error();
  }
  return 0;
}
