/* KLEE's header, as harnesses written for KLEE include it: pathsift's declarations. */
#include <pathsift.h>
