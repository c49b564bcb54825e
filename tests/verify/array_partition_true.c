// verify: unreach-call true --entry partition --entry-spec partition.spec --buffer-size 512
/* Partition of an array with a length parameter (seed 004's array example): afterwards the
 * first m elements are at most the pivot and the others greater. The array holds exactly n
 * elements (`size n a`): an access past them is out of bounds, whatever room its block has. */
extern void reach_error(void);

int partition(int *a, int n, int pivot)
{
  int m = 0;
  for (int i = 0; i < n; i++)
    if (a[i] <= pivot) {
      int t = a[i];
      a[i] = a[m];
      a[m] = t;
      m++;
    }
  for (int i = 0; i < n; i++)
    if ((i < m) != (a[i] <= pivot))
      reach_error();
  return m;
}
