// expect: invalid-free line 19
/* A length-prefixed string is freed through the pointer to its text, not to its block. */
#include <stdlib.h>
#include <string.h>

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
    char *text = pstring("hello");
    int len = text[-1];
    free(text);
    return len == 5 ? 0 : 1;
}
