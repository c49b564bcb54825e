/* verify's path stage on a self-test that records twelve checks in a status word and a
   failure count (globals, through a helper), then checks a property of another input that
   holds. Nothing but the exit status reads the record: 4,096 ways through the checks,
   each reaching the same property check. */
extern unsigned char __VERIFIER_nondet_uchar(void);
extern int __VERIFIER_nondet_int(void);
extern void reach_error(void);

unsigned status;
unsigned failures;

static void expect(int ok, unsigned bit) {
    if (!ok) {
        status |= bit;
        failures++;
    }
}

int main(void) {
    for (int k = 0; k < 12; k++)
        expect(__VERIFIER_nondet_uchar() < 128, 1u << k);
    int x = __VERIFIER_nondet_int();
    int y = x;
    for (int i = 0; i < 3; i++) {
        if (x > 10)
            y--;
        else
            y++;
    }
    if (y - x > 3 || x - y > 3)
        reach_error();
    return (int)(status + failures);
}
