/* pathsift_symbolic names an input: witnesses show it by that name and its C type. */
#include <pathsift.h>
#include "record.c"

int main(void) {
    unsigned char buf[6];
    pathsift_symbolic(buf, sizeof buf, "buf");
    char name[4];
    record_copy(name, sizeof name, buf, sizeof buf);
    return 0;
}
