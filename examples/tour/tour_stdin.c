/* An ordinary program reading stdin: with --sym-stdin N its input is N symbolic bytes. */
#include <stdio.h>
#include "record.c"

int main(void) {
    unsigned char buf[6];
    size_t n = fread(buf, 1, sizeof buf, stdin);
    char name[4];
    if (record_copy(name, sizeof name, buf, n) >= 0)
        printf("%s\n", name);
    return 0;
}
