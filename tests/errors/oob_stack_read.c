// expect: out-of-bounds at line 12
/* Reads one element past the end of a stack array through a loop bound that
 * is off by one. */
#include <stdio.h>

int main(void) {
    int data[8];
    for (int i = 0; i < 8; i++)
        data[i] = i * i;
    int sum = 0;
    for (int i = 0; i <= 8; i++)
        sum += data[i];
    printf("sum=%d\n", sum);
    return 0;
}
