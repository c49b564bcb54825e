/*
 * env_shim.c - the interpreter's environment builtins for the native test:
 * __pathsift_env_open(name) reads the host file `name` (relative to the
 * current directory) whole into memory, NULL reads the file named by
 * env_shim_stdin; like the interpreter, opening a name again gives the same
 * index and the same bytes, and a missing file gives -1.  errno is left
 * alone, as the interpreter's builtins do.
 *
 * Compiled natively without the ps_ renaming, so the calls below are the
 * host glibc's.  No system header, like the other test files.
 */
typedef __SIZE_TYPE__ size_t;
typedef struct _IO_FILE FILE;
FILE *fopen(const char *pathname, const char *mode);
size_t fread(void *ptr, size_t size, size_t nmemb, FILE *stream);
int fclose(FILE *stream);
void *malloc(size_t size);
void *realloc(void *ptr, size_t size);
int strcmp(const char *s1, const char *s2);
char *strdup(const char *s);
int *__errno_location(void);
void abort(void);

/* The file stdin reads (the test sets it before the first read). */
const char *env_shim_stdin = "stdin.txt";

#define SHIM_MAX 256

static struct {
    char *name; /* NULL: stdin */
    unsigned char *data;
    long size;
} shim_files[SHIM_MAX];
static int shim_n;

/* How many times the runtime looked stdin up (it must do so lazily, once). */
int env_shim_stdin_opens;

long __pathsift_env_open(const char *name)
{
    int saved = *__errno_location();
    const char *path = name != 0 ? name : env_shim_stdin;
    FILE *f;
    unsigned char *data;
    long size = 0, cap = 256;
    size_t got;
    int i;
    if (name == 0)
        env_shim_stdin_opens++;
    for (i = 0; i < shim_n; i++) {
        if (name == 0 ? shim_files[i].name == 0
                      : shim_files[i].name != 0 && strcmp(shim_files[i].name, name) == 0)
            return i;
    }
    f = fopen(path, "rb");
    if (f == 0) {
        *__errno_location() = saved;
        return -1;
    }
    data = (unsigned char *)malloc((size_t)cap);
    for (;;) {
        if (size == cap) {
            cap *= 2;
            data = (unsigned char *)realloc(data, (size_t)cap);
        }
        got = fread(data + size, 1, (size_t)(cap - size), f);
        if (got == 0)
            break;
        size += (long)got;
    }
    fclose(f);
    if (shim_n == SHIM_MAX)
        abort();
    shim_files[shim_n].name = name != 0 ? strdup(name) : 0;
    shim_files[shim_n].data = data;
    shim_files[shim_n].size = size;
    *__errno_location() = saved;
    return shim_n++;
}

unsigned char *__pathsift_env_data(long i)
{
    return i >= 0 && i < shim_n ? shim_files[i].data : 0;
}

long __pathsift_env_size(long i)
{
    return i >= 0 && i < shim_n ? shim_files[i].size : 0;
}
