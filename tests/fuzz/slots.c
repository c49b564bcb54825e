// A sampler's configuration packet: "SLOT", then records of an opcode and operands, then an
// 8-bit sum of every byte before it. 'O' n opens channel n (eight may be open), 'G' n g
// sets channel n's gain, which only an open channel may have. Gains are kept for the first
// four channels alone. The bug needs a channel of 4 to 7 opened *and* the same channel's
// gain set, two records apart, with the sum mended.
// input: file
// crash: out-of-bounds line 40
#include <stdio.h>

static unsigned char open_channel[8];
static unsigned char gain[4];

int main(int argc, char **argv)
{
    unsigned char buf[128];
    size_t n, i;
    unsigned char sum = 0;
    FILE *f;

    if (argc < 2 || (f = fopen(argv[1], "rb")) == NULL)
        return 2;
    n = fread(buf, 1, sizeof buf, f);
    fclose(f);
    if (n < 5 || buf[0] != 'S' || buf[1] != 'L' || buf[2] != 'O' || buf[3] != 'T')
        return 1;
    for (i = 0; i + 1 < n; i++)
        sum += buf[i];
    if (sum != buf[n - 1])
        return 1;
    for (i = 4; i + 1 < n;) {
        unsigned char op = buf[i], ch = buf[i + 1];
        if (ch >= 8)
            return 1;
        if (op == 'O') {
            open_channel[ch] = 1;
            i += 2;
        } else if (op == 'G' && i + 2 < n - 1) {
            if (!open_channel[ch])
                return 1;
            gain[ch] = buf[i + 2];
            i += 3;
        } else {
            return 1;
        }
    }
    return 0;
}
