// expect: invalid-free line 23
/* A name is either a heap copy or a static default; the clean-up frees either. */
#include <stdlib.h>
#include <string.h>

extern int __VERIFIER_nondet_int(void);

static char default_name[] = "anonymous";

static char *make_name(int id) {
    if (id <= 0)
        return default_name;
    char *name = malloc(16);
    if (!name)
        abort();
    memcpy(name, "user", 5);
    return name;
}

int main(void) {
    char *name = make_name(__VERIFIER_nondet_int());
    int len = (int)strlen(name);
    free(name);
    return len > 0 ? 0 : 1;
}
