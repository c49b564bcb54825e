// verify: unreach-call false line 17 --sym-file data.bin:4
#include <stdio.h>
extern void reach_error(void);
int main(void) {
  /* a file the environment does not have fails to open, as natively */
  if (fopen("missing.txt", "r") != NULL) {
    reach_error();
  }
  FILE *f = fopen("data.bin", "rb");
  unsigned char b[4];
  if (!f || fread(b, 1, 4, f) != 4) {
    return 1;
  }
  fclose(f);
  unsigned v = b[0] | b[1] << 8 | b[2] << 16 | (unsigned)b[3] << 24;
  if (v * 5u == 0x12345678u) {
    reach_error();
  }
  return 0;
}
