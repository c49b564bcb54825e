/* <ctype.h> classification and case mapping through the glibc headers
 * (which implement them with table lookups via __ctype_b_loc). */
#include <ctype.h>
#include <stdio.h>

int main(void) {
    const char *names[] = {"alnum", "alpha", "digit", "xdigit", "lower", "upper",
                           "space", "punct", "print", "graph", "cntrl", "blank"};
    int counts[12] = {0};
    unsigned long long hash = 0;
    for (int c = 0; c < 128; c++) {
        int bits = (isalnum(c) != 0) | (isalpha(c) != 0) << 1 | (isdigit(c) != 0) << 2 |
                   (isxdigit(c) != 0) << 3 | (islower(c) != 0) << 4 | (isupper(c) != 0) << 5 |
                   (isspace(c) != 0) << 6 | (ispunct(c) != 0) << 7 | (isprint(c) != 0) << 8 |
                   (isgraph(c) != 0) << 9 | (iscntrl(c) != 0) << 10 | (isblank(c) != 0) << 11;
        for (int k = 0; k < 12; k++)
            counts[k] += (bits >> k) & 1;
        hash = hash * 31 + (unsigned long long)bits;
    }
    for (int k = 0; k < 12; k++)
        printf("%s=%d ", names[k], counts[k]);
    printf("\nhash=%llu\n", hash);
    printf("EOF: alpha %d space %d\n", isalpha(EOF) != 0, isspace(EOF) != 0);

    const char *text = "Hello, World! 123 abc_XYZ\t~";
    char up[64], low[64];
    int i;
    for (i = 0; text[i]; i++) {
        up[i] = (char)toupper((unsigned char)text[i]);
        low[i] = (char)tolower((unsigned char)text[i]);
    }
    up[i] = low[i] = 0;
    printf("upper '%s'\nlower '%s'\n", up, low);
    printf("toupper of non-letters: %d %d %d\n", toupper('1'), tolower('['), toupper(200));

    /* a small word counter */
    const char *para = "  The rain\tin Spain,\nstays mainly... in the plain.  ";
    int words = 0, in_word = 0, letters = 0, caps = 0;
    for (const char *p = para; *p; p++) {
        if (isalpha((unsigned char)*p)) {
            letters++;
            caps += isupper((unsigned char)*p) != 0;
            if (!in_word)
                words++;
            in_word = 1;
        } else if (isspace((unsigned char)*p) || ispunct((unsigned char)*p)) {
            in_word = 0;
        }
    }
    printf("words=%d letters=%d caps=%d\n", words, letters, caps);
    return 0;
}
