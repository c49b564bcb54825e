// expect: none
/* Heap names are freed, static defaults and stack buffers are not, and a length-prefixed
   string is freed through its block's start. */
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

static char *pstring(const char *s) {
    size_t n = strlen(s);
    char *block = malloc(n + 2);
    if (!block)
        abort();
    block[0] = (char)n;
    memcpy(block + 1, s, n + 1);
    return block + 1;
}

int main(void) {
    char small[8] = "local";
    char *name = make_name(__VERIFIER_nondet_int());
    char *text = pstring(small);
    int len = (int)strlen(name) + text[-1];
    if (name != default_name)
        free(name);
    free(text - 1);
    return len > 0 ? 0 : 1;
}
