// loop 8: 0 lower
// `n` is never written: natively the loop runs as many times as the garbage on the stack
// says, so the one run pathsift makes proves nothing.
int main(void)
{
  int n;
  int s = 0;
  for (int i = 0; i < n && i < 1000; i++)
    s++;
  return s;
}
