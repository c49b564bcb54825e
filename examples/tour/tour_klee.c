/* A KLEE harness, unchanged: klee_make_symbolic makes the whole buffer symbolic. */
#include <klee/klee.h>
#include "record.c"

int main(void) {
    unsigned char buf[6];
    klee_make_symbolic(buf, sizeof buf, "buf");
    char name[4];
    record_copy(name, sizeof name, buf, sizeof buf);
    return 0;
}
