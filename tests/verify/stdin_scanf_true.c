// verify: unreach-call true --sym-stdin 4
#include <stdio.h>
extern void reach_error(void);
int main(void) {
  int x;
  /* four characters of stdin cannot hold a number above 9999 */
  if (scanf("%d", &x) == 1 && x > 9999) {
    reach_error();
  }
  return 0;
}
