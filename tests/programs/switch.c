/* switch statements: dense (jump tables), sparse, fallthrough, default in the
 * middle, nested switches, switch on char, long long and enum, Duff's device. */
#include <stdio.h>

enum color { RED, GREEN = 5, BLUE, ALPHA = -3 };

static const char *dense(int x) {
    switch (x) {
    case 0: return "zero";
    case 1: return "one";
    case 2: return "two";
    case 3: return "three";
    case 4: return "four";
    case 5: return "five";
    case 6: return "six";
    case 7: return "seven";
    default: return "many";
    }
}

static int sparse(long long x) {
    switch (x) {
    case -1000000000000LL: return 1;
    case -7: return 2;
    case 0: return 3;
    case 99: return 4;
    case 4096: return 5;
    case 1LL << 40: return 6;
    }
    return 0;
}

static int fallthrough(int x) {
    int r = 0;
    switch (x) {
    case 1:
        r += 1;
        /* fall through */
    case 2:
        r += 10;
        /* fall through */
    default:
        r += 100;
        /* fall through */
    case 3:
        r += 1000;
        break;
    case 4:
        r = -1;
    }
    return r;
}

static int classify(char c) {
    switch (c) {
    case 'a': case 'e': case 'i': case 'o': case 'u':
        return 1;
    case '0' ... '9': /* GNU case range, supported by gcc and clang */
        return 2;
    case ' ':
    case '\t':
        return 3;
    default:
        if (c >= 'a' && c <= 'z')
            return 4;
        return 5;
    }
}

static const char *color_name(enum color c) {
    switch (c) {
    case RED: return "red";
    case GREEN: return "green";
    case BLUE: return "blue";
    case ALPHA: return "alpha";
    }
    return "?";
}

static int nested(int a, int b) {
    switch (a) {
    case 0:
        switch (b) {
        case 0: return 0;
        case 1: return 1;
        default: break;
        }
        return 2;
    case 1:
        switch (b) {
        case 0: return 10;
        default: return 11;
        }
    default:
        return 99;
    }
}

static void duff_copy(short *to, const short *from, int count) {
    int n = (count + 7) / 8;
    switch (count % 8) {
    case 0: do { *to++ = *from++;
    case 7:      *to++ = *from++;
    case 6:      *to++ = *from++;
    case 5:      *to++ = *from++;
    case 4:      *to++ = *from++;
    case 3:      *to++ = *from++;
    case 2:      *to++ = *from++;
    case 1:      *to++ = *from++;
            } while (--n > 0);
    }
}

int main(void) {
    for (int i = -1; i <= 9; i++)
        printf("%s ", dense(i));
    printf("\n");
    long long probes[] = {-1000000000000LL, -7, 0, 1, 99, 4096, 1LL << 40, 4095};
    for (int i = 0; i < 8; i++)
        printf("%d", sparse(probes[i]));
    printf("\n");
    for (int i = 0; i <= 5; i++)
        printf("ft(%d)=%d ", i, fallthrough(i));
    printf("\n");
    const char *text = "hello world 42\tok";
    for (const char *c = text; *c; c++)
        printf("%d", classify(*c));
    printf("\n");
    enum color cs[] = {RED, GREEN, BLUE, ALPHA, (enum color)1};
    for (int i = 0; i < 5; i++)
        printf("%s(%d) ", color_name(cs[i]), cs[i]);
    printf("\n");
    for (int a = 0; a < 3; a++)
        for (int b = 0; b < 3; b++)
            printf("%d ", nested(a, b));
    printf("\n");
    short src[19], dst[19] = {0};
    for (int i = 0; i < 19; i++)
        src[i] = (short)(i * i);
    for (int count = 0; count <= 19; count += 19) {
        duff_copy(dst, src, count == 0 ? 1 : count);
    }
    for (int i = 0; i < 19; i++)
        printf("%d ", dst[i]);
    printf("\n");
    /* switch on an unsigned char with a case covering 255 */
    unsigned char uc = 255;
    switch (uc) {
    case 255: printf("uc 255\n"); break;
    default: printf("uc other\n");
    }
    return 0;
}
