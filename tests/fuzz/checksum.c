// Packets with a checksum over their data: a command byte only matters when the checksum
// agrees, so mutations of the command are rejected before they reach the bug.
// input: stdin
// crash: out-of-bounds line 31
#include <stdio.h>

int main(void) {
    int c, len;
    unsigned char data[16];
    int handlers[3] = {0, 0, 0};
    while ((len = getchar()) != EOF) {
        if (len > 16) {
            puts("too long");
            return 1;
        }
        unsigned char sum = 0;
        for (int i = 0; i < len; i++) {
            if ((c = getchar()) == EOF) {
                puts("truncated");
                return 1;
            }
            data[i] = (unsigned char)c;
            sum = (unsigned char)(sum * 31 + data[i]);
        }
        if ((c = getchar()) == EOF || (unsigned char)c != sum) {
            puts("bad checksum");
            continue;
        }
        if (len >= 2 && data[0] == 'C') {
            /* the handler index is trusted once the checksum holds */
            handlers[data[1]]++;
        }
        printf("packet of %d bytes\n", len);
    }
    return handlers[0];
}
