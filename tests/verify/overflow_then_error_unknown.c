// verify: unreach-call unknown
/* The sum passes INT_MAX after about 65,536 iterations; natively it wraps (or does anything
 * else: signed overflow is undefined), and only the wrapped value, negative after 70,000,
 * reaches the error. A run that reaches reach_error() only through undefined behaviour
 * proves nothing: unknown, naming the overflow. */
extern void reach_error(void);

int main(void)
{
  int i;
  int j = 1;
  for (i = 0; i < 70000; i++)
    j = j + i;
  if (j < 0)
    reach_error();
  return 0;
}
