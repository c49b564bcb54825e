// Runs for ever: `run --timeout` must end it.
int main(void) {
  volatile unsigned long n = 0;
  for (;;)
    n++;
}
