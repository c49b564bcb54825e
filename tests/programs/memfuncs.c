/* memcpy, memmove (overlapping both ways), memset, memcmp on arrays and
 * structs, and struct assignment of large objects. */
#include <stdio.h>
#include <string.h>

struct blob {
    int id;
    char text[20];
    double values[3];
};

static void dump(const char *label, const unsigned char *p, size_t n) {
    printf("%s:", label);
    for (size_t i = 0; i < n; i++)
        printf(" %02x", p[i]);
    printf("\n");
}

int main(void) {
    unsigned char buf[24];
    for (int i = 0; i < 24; i++)
        buf[i] = (unsigned char)i;
    memmove(buf + 4, buf, 10); /* overlapping, forward */
    dump("fwd", buf, 24);
    for (int i = 0; i < 24; i++)
        buf[i] = (unsigned char)i;
    memmove(buf, buf + 5, 12); /* overlapping, backward */
    dump("bwd", buf, 24);
    memset(buf, 0xab, 7);
    memset(buf + 20, 0, 4);
    memset(buf + 10, 300, 2); /* value converted to unsigned char */
    dump("set", buf, 24);

    char s[32] = "hello, world";
    memcpy(s + 13, s, 5);
    s[18] = 0;
    s[12] = ' ';
    printf("s='%s'\n", s);
    memmove(s + 2, s, strlen(s) + 1);
    printf("s='%s'\n", s);

    struct blob a = {1, "first blob", {1.5, 2.5, 3.5}}, b, c;
    memset(&b, 0, sizeof b);
    memcpy(&b, &a, sizeof a);
    b.id = 2;
    c = b;
    c.values[2] = -1;
    printf("b: %d %s %g | c: %d %s %g\n", b.id, b.text, b.values[2], c.id, c.text, c.values[2]);
    printf("memcmp a,b (id differs) sign %d; text equal %d\n",
           memcmp(&a, &b, sizeof a) < 0 ? -1 : 1, memcmp(a.text, b.text, sizeof a.text) == 0);

    int ints[8] = {1, 2, 3, 4, 5, 6, 7, 8};
    int copy[8];
    memcpy(copy, ints, sizeof ints);
    memmove(copy + 1, copy, 6 * sizeof(int));
    for (int i = 0; i < 8; i++)
        printf("%d ", copy[i]);
    printf("\n");
    memset(copy, 0xff, sizeof copy);
    printf("after memset 0xff: %d %u\n", copy[0], (unsigned)copy[7]);
    unsigned char x1[] = {1, 2, 3, 200}, x2[] = {1, 2, 3, 100};
    printf("memcmp bytes: %d %d %d\n", memcmp(x1, x2, 4) > 0, memcmp(x1, x2, 3) == 0,
           memcmp(x2, x1, 4) < 0);
    /* memcpy with zero length and with a variable length */
    memcpy(copy, ints, 0);
    for (size_t n = 1; n <= 8; n *= 2) {
        memcpy(copy, ints + 8 - n, n * sizeof(int));
        printf("n=%zu first=%d ", n, copy[0]);
    }
    printf("\n");
    return 0;
}
