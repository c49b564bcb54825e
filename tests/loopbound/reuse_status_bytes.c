// loop 29: 39 exact
// loop 30: 8 exact
// Twelve checks of input bytes set bits of a status word that only the report prints;
// then nested loops counted by another input byte. Without reuse, 4,096 paths reach the
// loops (merged only at their back edges); with it, one check's second side takes the
// first side's subtree.
#include <stdio.h>
#include <pathsift.h>

int main(void) {
    unsigned char in[12];
    unsigned char n;
    pathsift_symbolic(in, sizeof in, "in");
    pathsift_symbolic(&n, sizeof n, "n");
    unsigned status = 0;
    if (in[0] > 10) status |= 1;
    if (in[1] > 20) status |= 2;
    if (in[2] > 30) status |= 4;
    if (in[3] > 40) status |= 8;
    if (in[4] > 50) status |= 16;
    if (in[5] > 60) status |= 32;
    if (in[6] > 70) status |= 64;
    if (in[7] > 80) status |= 128;
    if (in[8] > 90) status |= 256;
    if (in[9] > 100) status |= 512;
    if (in[10] > 110) status |= 1024;
    if (in[11] > 120) status |= 2048;
    unsigned sum = 0;
    for (unsigned i = 0; i < n % 40; i++)
        for (unsigned j = i; j < 8; j++)
            sum += j;
    printf("%x %u\n", status, sum);
    return 0;
}
