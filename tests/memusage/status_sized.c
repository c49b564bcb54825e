// memusage: 80
/* The same kind of counter, but here it sizes the allocation: states that differ in it
   are not alike, and the bound is the count's largest value times the record size. */
#include <stdlib.h>
#include <pathsift.h>

int main(void) {
    unsigned count = 0;
    unsigned char in[10];
    pathsift_symbolic(in, sizeof in, "in");
    for (int i = 0; i < 10; i++)
        if (in[i] & 1)
            count++;
    char *records = malloc(count * 8);
    free(records);
    return 0;
}
