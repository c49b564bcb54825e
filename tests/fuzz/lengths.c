// A record with two length fields that must agree (total = payload + 4) before the
// payload is copied: the copy trusts the payload length.
// input: file
// crash: out-of-bounds line 29
#include <stdio.h>
#include <string.h>

int main(int argc, char **argv) {
    if (argc < 2) {
        return 2;
    }
    FILE *f = fopen(argv[1], "rb");
    if (!f) {
        return 2;
    }
    unsigned char hdr[4];
    unsigned char body[64];
    char name[8];
    if (fread(hdr, 1, 4, f) != 4) {
        return 1;
    }
    unsigned total = hdr[0] | hdr[1] << 8;
    unsigned payload = hdr[2] | hdr[3] << 8;
    size_t got = fread(body, 1, sizeof body, f);
    if (total != payload + 4 || payload > got) {
        fclose(f);
        return 1;
    }
    memcpy(name, body, payload);
    fclose(f);
    printf("%.*s\n", (int)(payload < 8 ? payload : 8), name);
    return 0;
}
