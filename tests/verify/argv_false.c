// verify: unreach-call false line 6 --sym-arg 3
extern void reach_error(void);
int main(int argc, char **argv) {
  if (argc > 1 && argv[1][0] == '-' && argv[1][1] == 'x' && argv[1][2] == 0) {
    /* only the argument "-x" gets here */
    reach_error();
  }
  return 0;
}
