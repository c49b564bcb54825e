// A header whose magic number is checked after arithmetic: random mutation of the seed
// almost never produces the four bytes at once.
// input: stdin
// crash: out-of-bounds line 26
#include <stdio.h>

static unsigned read_u32(const unsigned char *p) {
    return (unsigned)p[0] | (unsigned)p[1] << 8 | (unsigned)p[2] << 16 | (unsigned)p[3] << 24;
}

int main(void) {
    unsigned char buf[32];
    size_t n = fread(buf, 1, sizeof buf, stdin);
    if (n < 8) {
        puts("short");
        return 1;
    }
    unsigned magic = read_u32(buf) * 3u + 0x1234u;
    unsigned version = buf[4];
    int table[4] = {1, 2, 3, 4};
    if (magic != 0xfcd30c24u) { /* ("PSFT" read little-endian) * 3 + 0x1234 */
        puts("bad magic");
        return 1;
    }
    if (version > 2) {
        table[version] = 0;
    }
    printf("version %u\n", version);
    return table[0];
}
