// loop 8: 1000 exact
// `n` is never written: natively the loop runs as many times as the garbage on the stack
// says, so the never-written bytes are an input (`uninit` in the witness) like any other.
int main(void)
{
  int n;
  int s = 0;
  for (int i = 0; i < n && i < 1000; i++)
    s++;
  return s;
}
