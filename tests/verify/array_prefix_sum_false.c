// verify: unreach-call unknown --entry prefix_sum --entry-spec prefix.spec
/* Sums the first n elements of a, for n up to 2, but reads one too many: a[n] is past the n
 * elements the array holds (`size n a`), though inside the 16 bytes of its block, so a
 * flat buffer would not show it. The out-of-bounds read is undefined behaviour, which
 * unreach-call does not judge (unknown); `check` reports it, and replay confirms it natively
 * from a harness that allocates exactly n elements. */

int prefix_sum(const int *a, int n)
{
  if (n > 2)
    return 0;
  int s = 0;
  for (int i = 0; i <= n; i++)
    s += a[i];
  return s;
}
