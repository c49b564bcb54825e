// Reads its first argument, a line of stdin and a byte of the file data.bin: the division
// fails only when all three agree, so a test replays natively only with all three in place.
#include <stdio.h>

int main(int argc, char **argv) {
  char line[8];
  FILE *f;
  int c;

  /* With --sym-arg and --sym-stdin these never fail: one line each, so that gcov's line
   * coverage can be complete. */
  if (argc < 2 || !fgets(line, sizeof line, stdin)) return 2;
  f = fopen("data.bin", "rb");
  if (f == NULL) return 3;
  c = fgetc(f);
  fclose(f);
  if (argv[1][0] == 'x' && line[0] == 'y') {
    return 100 / (c - 'z');
  }
  return 0;
}
