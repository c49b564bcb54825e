/* A command dispatcher: switch with fall-through and a default. */
extern int __VERIFIER_nondet_int(void);

static int dispatch(int cmd, int arg) {
  int acc = 0;
  switch (cmd) {
  case 0:
    acc = arg;
    break;
  case 1:
    acc = -arg;
    /* fall through */
  case 2:
    acc += 10;
    break;
  case 5:
  case 6:
    acc = arg * 2;
    break;
  case 100:
    return -1;
  default:
    acc = 1;
  }
  return acc;
}

int main(void) {
  int cmd = __VERIFIER_nondet_int();
  int arg = __VERIFIER_nondet_int();
  return dispatch(cmd, arg) > 5;
}
