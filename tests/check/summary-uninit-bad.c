// expect: uninitialized-read line 9
// flags: --entry run --check-uninit
// summaries: first=1
/* first() reads what its parameter points to. Its summary applies where the caller's bytes
   are initialised (y); at the call with x, never written, the body runs inline so that the
   read of uninitialised memory is found where it happens. */

int first(int *a) {
    return a[0];
}

int run(int k) {
    int x[2];
    int y[2] = {k, 0};
    int r = first(y);
    return r + first(x);
}
