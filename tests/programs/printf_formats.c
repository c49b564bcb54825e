/* printf conversions with widths, precisions and flags; puts and putchar;
 * printf's return value. */
#include <stddef.h>
#include <stdio.h>

int main(void) {
    int vals[] = {0, 1, -1, 42, -42, 123456, -2147483647 - 1};
    for (int i = 0; i < 7; i++) {
        int v = vals[i];
        printf("[%d][%5d][%-5d][%05d][%+d][% d][%.3d][%8.4d][%-+6d]\n", v, v, v, v, v, v, v, v, v);
        printf("[%u][%x][%X][%#x][%o][%#o][%10x][%-10X][%#010x]\n", (unsigned)v, (unsigned)v,
               (unsigned)v, (unsigned)v, (unsigned)v, (unsigned)v, (unsigned)v, (unsigned)v,
               (unsigned)v);
    }
    printf("[%hhd][%hhu][%hd][%hu][%ld][%lu][%lld][%llu][%zu][%td]\n", (signed char)-3,
           (unsigned char)250, (short)-1234, (unsigned short)65000, -1234567890123L,
           9876543210UL, -1LL, 18446744073709551615ULL, (size_t)77, (ptrdiff_t)-5);
    printf("[%c][%3c][%-3c][%c]\n", 'x', 'y', 'z', 65);
    printf("[%s][%10s][%-10s][%.2s][%10.3s][%-10.3s][%s]\n", "hello", "hello", "hello", "hello",
           "hello", "hello", "");
    int w = 7, p = 2;
    printf("[%*d][%-*d][%.*f][%*.*f][%*s]\n", w, 5, w, 5, p, 3.14159, w, p, 2.71828, -6, "ab");
    printf("100%% done, %d%%\n", 50);
    printf("[%#.0f][%#x][%#o][%#.3g]\n", 3.0, 0, 0, 1.0);
    printf("[%+.2e][% .3f][%010.3f][%-10.2f|]\n", 12345.678, 2.5, -3.14159, 1.005);
    printf("[%5.1s][%.0s][%.10s]\n", "abc", "abc", "abc");
    printf("[%lx][%llo][%#llx]\n", 0xdeadbeefcafeUL, 0777777777777ULL, 0x1ULL);

    int n1 = printf("abc%d\n", 12345);
    int n2 = printf("%s", "");
    int n3 = printf("%10s|\n", "x");
    printf("returns %d %d %d\n", n1, n2, n3);

    puts("puts adds a newline");
    puts("");
    for (char c = 'a'; c <= 'z'; c += 5)
        putchar(c);
    putchar('\n');
    int pc = putchar('!');
    putchar('\n');
    int pr = puts("last");
    printf("putchar returned %d, puts returned non-negative: %d\n", pc, pr >= 0);
    printf("escapes: tab[\t] quote[\"] backslash[\\] octal[\101] hex[\x42]\n");
    return 0;
}
