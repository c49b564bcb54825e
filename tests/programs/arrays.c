/* Arrays: multi-dimensional, variable indices, arrays of structs, arrays
 * passed to functions (decaying to pointers), sizeof, char arrays. */
#include <stdio.h>

#define R 4
#define C 5

struct cell {
    short row, col;
    int value;
};

static int grid[R][C];
static struct cell cells[R * C];

static long sum_rows(int (*g)[C], int rows) {
    long s = 0;
    for (int i = 0; i < rows; i++)
        for (int j = 0; j < C; j++)
            s += g[i][j] * (j + 1);
    return s;
}

static void transpose(int in[R][C], int out[C][R]) {
    for (int i = 0; i < R; i++)
        for (int j = 0; j < C; j++)
            out[j][i] = in[i][j];
}

static int dot(const int *a, const int *b, int n) {
    int s = 0;
    for (int i = 0; i < n; i++)
        s += a[i] * b[i];
    return s;
}

int main(void) {
    for (int i = 0; i < R; i++)
        for (int j = 0; j < C; j++)
            grid[i][j] = i * 10 + j;
    int t[C][R];
    transpose(grid, t);
    for (int j = 0; j < C; j++) {
        for (int i = 0; i < R; i++)
            printf("%3d", t[j][i]);
        printf("\n");
    }
    printf("sum_rows=%ld partial=%ld\n", sum_rows(grid, R), sum_rows(grid + 1, 2));

    /* 3-D array with computed indices */
    unsigned char cube[3][4][5];
    for (int i = 0; i < 3; i++)
        for (int j = 0; j < 4; j++)
            for (int k = 0; k < 5; k++)
                cube[i][j][k] = (unsigned char)(i * 31 + j * 7 + k * k);
    int idx = 0, acc = 0;
    for (int n = 0; n < 30; n++) {
        idx = (idx * 7 + 3) % 60;
        acc += cube[idx / 20][(idx / 5) % 4][idx % 5];
    }
    printf("cube acc=%d sizeof=%zu row=%zu\n", acc, sizeof cube, sizeof cube[1]);

    /* arrays of structs */
    for (int i = 0; i < R * C; i++) {
        cells[i].row = (short)(i / C);
        cells[i].col = (short)(i % C);
        cells[i].value = grid[i / C][i % C] * -3;
    }
    int best = 0;
    for (int i = 1; i < R * C; i++)
        if (cells[i].value < cells[best].value)
            best = i;
    printf("min cell (%d,%d)=%d\n", cells[best].row, cells[best].col, cells[best].value);

    /* row pointers and dot products over rows/columns */
    int col[R];
    for (int i = 0; i < R; i++)
        col[i] = t[2][i];
    printf("dot row0.row3=%d col2.col2=%d\n", dot(grid[0], grid[3], C), dot(col, col, R));

    /* char arrays and initialisers */
    char word[] = "array";
    char fixed[10] = "ab";
    int partial[8] = {1, 2, [5] = 9};
    printf("word %s size %zu fixed size %zu fixed[5]=%d\n", word, sizeof word, sizeof fixed,
           fixed[5]);
    for (int i = 0; i < 8; i++)
        printf("%d ", partial[i]);
    printf("\n");
    /* reverse in place */
    int n = (int)sizeof word - 1;
    for (int i = 0; i < n / 2; i++) {
        char tmp = word[i];
        word[i] = word[n - 1 - i];
        word[n - 1 - i] = tmp;
    }
    printf("reversed %s\n", word);

    /* negative index relative to a pointer into the middle */
    int mid[7] = {10, 20, 30, 40, 50, 60, 70};
    int *m = &mid[3];
    printf("m[-3]=%d m[-1]=%d m[3]=%d\n", m[-3], m[-1], m[3]);
    long li = -2;
    unsigned char uci = 2;
    printf("m[li]=%d m[uci]=%d %d\n", m[li], m[uci], 2 [m]);
    return 0;
}
