// verify: unreach-call true --entry fill_find --entry-spec fill_find.spec --buffer-size 512
/* Two arrays of symbolic lengths: b's common prefix with a is filled with key, then a is
 * searched for key, then the prefix is checked. While a is searched, b's prefix ends at the
 * first loop's index, dead by then: it still bounds the segment whose elements are key. */
extern void reach_error(void);

int fill_find(int *a, int n, int *b, int m, int key)
{
  int k = 0;
  for (int i = 0; i < n && i < m; i++)
    b[i] = key;
  while (k < n) {
    if (a[k] == key)
      break;
    k++;
  }
  for (int i = 0; i < n && i < m; i++)
    if (b[i] != key)
      reach_error();
  return k;
}
