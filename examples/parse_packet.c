/* A tiny packet parser with a bug only one input reaches: pathsift verify finds it and
 * prints the input (the witness); `pathsift run --inputs` replays it. */
extern unsigned char __VERIFIER_nondet_uchar(void);
extern void reach_error(void);

static int checksum(const unsigned char *p, int n) {
    int s = 0;
    for (int i = 0; i < n; i++)
        s = (s * 31 + p[i]) & 0xffff;
    return s;
}

int main(void) {
    unsigned char pkt[4];
    for (int i = 0; i < 4; i++)
        pkt[i] = __VERIFIER_nondet_uchar();
    if (pkt[0] != 0x7e)
        return 0; /* not a frame */
    int len = pkt[1] & 3;
    if (len == 3 && checksum(pkt, 4) == 0x1234)
        reach_error(); /* the "impossible" frame */
    return 0;
}
