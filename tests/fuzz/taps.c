// A filter's coefficient file: "FLT1", a count of taps (at most 16), that many 16-bit
// little-endian taps, the index of the tap to print, then the XOR of every byte before it;
// the file may be longer. The index is checked against the count with `>` where `>=`
// was meant, so the 17th tap of a 16-entry table is read only when the count is 16: twice
// the seed's 8, with eight more taps inserted before the index and the XOR mended.
// input: stdin
// crash: out-of-bounds line 34
#include <stdio.h>

int main(void)
{
    unsigned char buf[96];
    short taps[16];
    size_t n = fread(buf, 1, sizeof buf, stdin), k;
    unsigned count, sel, t = 0;
    unsigned char x = 0;

    if (n < 8 || buf[0] != 'F' || buf[1] != 'L' || buf[2] != 'T' || buf[3] != '1')
        return 1;
    for (k = 0; k + 1 < n; k++)
        x ^= buf[k];
    if (x != buf[n - 1])
        return 1;
    count = buf[4];
    if (count > 16 || n < 7 + 2 * count)
        return 1;
    while (t < count) {
        taps[t] = (short)(buf[5 + 2 * t] | buf[6 + 2 * t] << 8);
        t++;
    }
    sel = buf[5 + 2 * count];
    if (sel > count)
        return 1;
    if (taps[sel] < 0)
        return 1;
    printf("%d\n", taps[sel]);
    return 0;
}
