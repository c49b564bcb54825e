// expect: none
/* A palindrome test over a 16-word buffer with two cursors at symbolic positions: every
   access stays inside the buffer (i < j < 16, and the cursors meet before leaving it). */
extern unsigned __VERIFIER_nondet_uint(void);

int main(void) {
    unsigned a[16];
    for (unsigned k = 0; k < 16; k++)
        a[k] = __VERIFIER_nondet_uint();
    unsigned i = __VERIFIER_nondet_uint(), j = __VERIFIER_nondet_uint();
    if (!(i < j && j < 16))
        return 0;
    while (a[i] == a[j] && i < j) {
        i++;
        j--;
    }
    return i >= j;
}
