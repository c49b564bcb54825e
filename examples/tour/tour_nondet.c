/* Inputs from SV-COMP's __VERIFIER_nondet_* functions: each call is a fresh symbolic value. */
#include "record.c"
extern unsigned char __VERIFIER_nondet_uchar(void);

int main(void) {
    unsigned char buf[6];
    for (int i = 0; i < 6; i++)
        buf[i] = __VERIFIER_nondet_uchar();
    char name[4];
    record_copy(name, sizeof name, buf, sizeof buf);
    return 0;
}
