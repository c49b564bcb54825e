/* A function of your own, as a library would have it: copies a length-prefixed record
 * (buf[0] is the length, the bytes follow) into dst as a C string. It has a bug: when the
 * record is as long as dst, the terminating NUL lands one byte past dst's end.
 * Built with -D FIXED, it is correct. The tour_*.c files reach it four ways, and
 * `--entry record_copy` a fifth; README.md's tour runs them. */
#include <stddef.h>

int record_copy(char *dst, size_t cap, const unsigned char *buf, size_t n) {
    if (n == 0 || cap == 0)
        return -1;
    size_t len = buf[0];
    if (len > n - 1)
        return -1; /* the record claims more bytes than there are */
#ifdef FIXED
    if (len > cap - 1)
        len = cap - 1;
#else
    if (len > cap)
        len = cap; /* should be cap - 1: room for the NUL */
#endif
    for (size_t i = 0; i < len; i++)
        dst[i] = (char)buf[1 + i];
    dst[len] = '\0';
    return (int)len;
}
