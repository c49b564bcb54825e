// expect: none
/* A driver whose library source was left out: no finding can be claimed, and pathsift
 * says which function it could not see. */
int lib_parse(const char *s);

int main(void)
{
  return lib_parse("abc") > 3;
}
