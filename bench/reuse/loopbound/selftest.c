/* A device self-test: twelve register checks set bits of a fault word and count warnings,
   which only the log prints; then a retry loop and a copy loop whose lengths come from
   two configuration bytes. 4,096 ways through the checks reach the loops alike. */
#include <stdio.h>
#include <pathsift.h>

int main(void) {
    unsigned char reg[12];
    unsigned char cfg[2];
    pathsift_symbolic(reg, sizeof reg, "reg");
    pathsift_symbolic(cfg, sizeof cfg, "cfg");
    unsigned faults = 0;
    int warnings = 0;
    if (reg[0] == 0xff) { faults |= 1u; warnings++; }
    if (reg[1] & 0x80) { faults |= 2u; warnings++; }
    if (reg[2] < 3) faults |= 4u;
    if (reg[3] != 0x5a) { faults |= 8u; warnings += 2; }
    if (reg[4] > reg[5]) faults |= 16u;
    if (reg[6] & 1) warnings++;
    if (reg[7] == 0) faults |= 64u;
    if (reg[8] > 200) { faults |= 128u; warnings++; }
    if (reg[9] < 16) faults |= 256u;
    if (reg[10] & 0x0f) warnings--;
    if (reg[11] > 127) faults |= 1024u;
    if (reg[2] == reg[3]) faults |= 2048u;
    int tries = 0;
    do {
        tries++;
    } while (tries < (cfg[0] & 7) + 1);
    char buf[64];
    unsigned len = cfg[1] % 64;
    for (unsigned k = 0; k < len; k++)
        buf[k] = (char)k;
    printf("faults %#x, %d warnings, %d tries, %c\n", faults, warnings, tries, len ? buf[0] : '-');
    return 0;
}
