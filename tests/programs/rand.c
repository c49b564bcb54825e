/* rand() after srand(7) must match glibc's generator; a shuffle and a small
 * Monte Carlo built on it. */
#include <stdio.h>
#include <stdlib.h>

int main(void) {
    srand(7);
    for (int i = 0; i < 12; i++)
        printf("%d\n", rand());
    int hist[6] = {0};
    for (int i = 0; i < 6000; i++)
        hist[rand() % 6]++;
    for (int i = 0; i < 6; i++)
        printf("face %d: %d\n", i + 1, hist[i]);

    int deck[10];
    for (int i = 0; i < 10; i++)
        deck[i] = i;
    for (int i = 9; i > 0; i--) {
        int j = rand() % (i + 1);
        int t = deck[i];
        deck[i] = deck[j];
        deck[j] = t;
    }
    for (int i = 0; i < 10; i++)
        printf("%d ", deck[i]);
    printf("\n");

    int inside = 0;
    for (int i = 0; i < 5000; i++) {
        double x = rand() / (double)RAND_MAX, y = rand() / (double)RAND_MAX;
        inside += x * x + y * y <= 1.0;
    }
    printf("pi ~ %.4f\n", 4.0 * inside / 5000);
    srand(7);
    printf("reseeded: %d\n", rand());
    srand(1);
    int a = rand();
    printf("seed 1: %d RAND_MAX %d\n", a, RAND_MAX);
    return 0;
}
