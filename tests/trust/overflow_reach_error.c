// reach_error() is reached only after a signed overflow (j passes INT_MAX in the 2,148th
// iteration): C gives the run no meaning from there, so no verdict may rest on it.
extern void reach_error(void);
int main(void) {
  int i = 0, j = 0;
  while (i < 3000) {
    j = j + 1000000;
    i++;
  }
  if (j < 0)
    reach_error();
  return 0;
}
