// An entry function with a scalar and a buffer parameter; main must not clash with the harness.
int classify(int n, unsigned char *buf) {
  if (n > 3) {
    if (buf[0] == 'A')
      return 1;
    return 2;
  }
  return 0;
}

int main(void) { return 7; }
