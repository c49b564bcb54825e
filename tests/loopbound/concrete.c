// loop 8: 10 exact witness
// loop 9: 4 exact witness
// loop 11: 7 exact witness
// No inputs: one path, every bound exact.
int main(void)
{
  int s = 0, k = 0;
  for (int i = 0; i < 10; i++)
    for (int j = 0; j < 4; j++)
      s += i * j;
  for (;;) {
    if (k > 5)
      break;
    k++;
  }
  return s + k;
}
