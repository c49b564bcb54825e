// verify: valid-memsafety false line 13 --entry apartition --entry-spec apartition.spec --buffer-size 512
/* Seed 004's buggy array partition: the scan up lacks its bound check, so when every
 * element after a[0] is at most the pivot it reads a[n], past the n elements (a = [5, 1, 1]
 * with n = 3 does it; the harness allocates exactly n elements, so ASan confirms it). */
extern void __VERIFIER_assume(int);

void apartition(int *a, int n)
{
  __VERIFIER_assume(n > 2);
  int pivot = a[0], lo = 1, hi = n - 1, tmp;
  while (lo <= hi) {
    /* The fix: while (lo <= hi && a[lo] <= pivot) */
    while (a[lo] <= pivot)
      lo++;
    while (a[hi] > pivot)
      hi--;
    if (lo < hi) {
      tmp = a[hi];
      a[hi] = a[lo];
      a[lo] = tmp;
    }
  }
}
