// expect: div-by-zero at line 9
/* Averages an empty range. */
#include <stdio.h>

static int average(const int *v, int n) {
    int sum = 0;
    for (int i = 0; i < n; i++)
        sum += v[i];
    return sum / n;
}

int main(void) {
    int data[] = {4, 8, 15, 16, 23, 42};
    printf("%d\n", average(data, 6));
    printf("%d\n", average(data, 0));
    return 0;
}
