/* errno.c - storage for errno (glibc's <errno.h> expands errno to
 * (*__errno_location ())).  pathsift is single-threaded, so one static int. */
#include "pathsift_rt.h"

static int rt_errno_value;

PS_WEAK int *__errno_location(void) { return &rt_errno_value; }
