/* A frame decoder with one bug: a frame of kind '*' whose length is 8 or more reads past
 * the end of `table`. The HTML report's test draws the path to it (kind, then length) in
 * headless Chromium. */
extern unsigned char __VERIFIER_nondet_uchar(void);

static int table[8] = {1, 1, 2, 3, 5, 8, 13, 21};

static int decode(unsigned char kind, unsigned char len) {
    if (kind != '*')
        return -1;
    if (len < 4)
        return 0;
    return table[len];
}

int main(void) {
    unsigned char kind = __VERIFIER_nondet_uchar();
    unsigned char len = __VERIFIER_nondet_uchar();
    int r = decode(kind, len);
    return r > 0;
}
