// ini.c: an INI tokenizer. [section] headers, key = value pairs, ; and # comments. Keys are
// identified by their djb2 hash; `extends = NAME` copies the key count of section NAME.
// input: stdin
// bug: null-deref line 95
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define MAX_SECTIONS 8
#define LINE_MAX_LEN 128

/* djb2 hashes of the known keys */
#define H_NAME 0x7C9B0C46u    /* "name" */
#define H_PORT 0x7C9C614Au    /* "port" */
#define H_TIMEOUT 0xE1FE87CCu /* "timeout" */
#define H_EXTENDS 0x82D0FF00u /* "extends" */

struct section {
    int nkeys;
    int port;
    char name[24];
};

static struct section sections[MAX_SECTIONS];
static int nsections;

static unsigned hash(const char *s)
{
    unsigned h = 5381;

    while (*s)
        h = h * 33 + (unsigned char)*s++;
    return h;
}

static int is_ident(int c)
{
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_';
}

static char *trim(char *s)
{
    char *end;

    while (*s == ' ' || *s == '\t')
        s++;
    end = s + strlen(s);
    while (end > s && (end[-1] == ' ' || end[-1] == '\t' || end[-1] == '\n' || end[-1] == '\r'))
        *--end = '\0';
    return s;
}

static struct section *find(const char *name)
{
    int i;

    for (i = 0; i < nsections; i++)
        if (strcmp(sections[i].name, name) == 0)
            return &sections[i];
    return NULL;
}

static int number(const char *s, int max)
{
    int v = 0;

    if (*s == '\0')
        return -1;
    for (; *s; s++) {
        if (*s < '0' || *s > '9' || v > max / 10)
            return -1;
        v = v * 10 + (*s - '0');
    }
    return v <= max ? v : -1;
}

static int pair(struct section *cur, char *key, char *value)
{
    struct section *base;
    char *k;

    for (k = key; *k; k++)
        if (!is_ident((unsigned char)*k))
            return -1;
    cur->nkeys++;
    switch (hash(key)) {
    case H_NAME:
        return *value ? 0 : -1;
    case H_PORT:
        return (cur->port = number(value, 65535)) >= 0 ? 0 : -1;
    case H_TIMEOUT:
        return number(value, 3600) >= 0 ? 0 : -1;
    case H_EXTENDS:
        base = find(value);
        cur->nkeys += base->nkeys;
        return 0;
    default: /* other keys are kept as they are */
        return 0;
    }
}

int main(void)
{
    char line[LINE_MAX_LEN];
    struct section *cur = &sections[nsections++];
    int lineno = 0, i;

    strcpy(cur->name, "global");
    while (fgets(line, sizeof line, stdin)) {
        char *s = trim(line), *eq, *end;

        lineno++;
        if (*s == '\0' || *s == ';' || *s == '#')
            continue;
        if (*s == '[') {
            end = strchr(s, ']');
            if (end == NULL || end - s - 1 >= (long)sizeof cur->name || nsections == MAX_SECTIONS) {
                fprintf(stderr, "line %d: bad section header\n", lineno);
                return 1;
            }
            cur = &sections[nsections++];
            memcpy(cur->name, s + 1, (size_t)(end - s - 1));
            cur->name[end - s - 1] = '\0';
            continue;
        }
        eq = strchr(s, '=');
        if (eq == NULL) {
            fprintf(stderr, "line %d: expected key = value\n", lineno);
            return 1;
        }
        *eq = '\0';
        if (pair(cur, trim(s), trim(eq + 1)) != 0) {
            fprintf(stderr, "line %d: bad pair\n", lineno);
            return 1;
        }
    }
    for (i = 0; i < nsections; i++)
        printf("[%s] %d keys, port %d\n", sections[i].name, sections[i].nkeys, sections[i].port);
    return 0;
}
