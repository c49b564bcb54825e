// verify: valid-memsafety true --entry apartition --entry-spec apartition.spec --buffer-size 512
/* Seed 004's array partition (from Ball's QuickSort, MSR-TR-2004-28), fixed: the scan up
 * stops at hi, and the scan down stops at a[0] == pivot at the latest, so no access leaves
 * the n elements. Paths alone cannot end the loops for every n up to 128; at each loop header
 * lo and hi keep only their order relative to each other, 0 and n, and the array the facts
 * of its segments (those below lo are at most the pivot, those above hi greater), and
 * subsumption ends the exploration. */
extern void __VERIFIER_assume(int);

void apartition(int *a, int n)
{
  __VERIFIER_assume(n > 2);
  int pivot = a[0], lo = 1, hi = n - 1, tmp;
  while (lo <= hi) {
    while (lo <= hi && a[lo] <= pivot)
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
