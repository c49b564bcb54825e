/* Coverage with --entry counts the functions the entry can run (classify and sign), not
 * main's branches. */
static int sign(int x)
{
  if (x < 0)
    return -1;
  return x > 0 ? 1 : 0;
}

int classify(int x)
{
  if (x == 42)
    return 100;
  return sign(x);
}

int main(void)
{
  int t = 0;
  for (int i = -3; i < 3; i++)
    t += classify(i);
  if (t > 5)
    return 1;
  return 0;
}
