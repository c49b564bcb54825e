// reach_error() is reached only after a signed overflow (j passes INT_MAX): C gives the
// run no meaning from there, so no verdict may rest on it.
extern void reach_error(void);
int main(void) {
  int i = 0, j = 0;
  while (i < 70000) {
    j = j + i;
    i++;
  }
  if (j < 0)
    reach_error();
  return 0;
}
