/*
 * pathsift_rt.h - declarations shared by the pathsift C runtime library.
 *
 * This header deliberately includes NO system header: the runtime must build
 * with `clang-14 -ffreestanding -fno-builtin -m32/-m64` on a host without
 * 32-bit libc headers.  All types come from compiler-predefined macros.
 *
 * Every runtime function is defined with PS_WEAK so that a definition in the
 * analysed program itself wins when the modules are linked with llvm-link.
 */
/* Types and constants: included once even if the declarations below are
 * included a second time (runtime/tests/check_libc.c does that to declare
 * both the renamed runtime functions and the host libc's ones). */
#ifndef PATHSIFT_RT_TYPES_H
#define PATHSIFT_RT_TYPES_H

#define PS_WEAK __attribute__((weak))

typedef __SIZE_TYPE__ size_t;
typedef __INTMAX_TYPE__ intmax_t;
typedef __UINTMAX_TYPE__ uintmax_t;

#ifndef NULL
#define NULL ((void *)0)
#endif

#define EOF (-1)

/* errno values (Linux, identical on i386 and x86_64). */
#define ENOENT 2
#define ENXIO 6
#define EBADF 9
#define ENOMEM 12
#define EACCES 13
#define EEXIST 17
#define EINVAL 22
#define EMFILE 24
#define ENOTTY 25
#define ESPIPE 29
#define ERANGE 34
#define EILSEQ 84

/* <fcntl.h> open flags and <unistd.h> whence values (Linux x86). */
#define O_RDONLY 0
#define O_WRONLY 1
#define O_RDWR 2
#define O_ACCMODE 3
#define O_CREAT 0100
#define O_EXCL 0200
#define O_TRUNC 01000
#define O_APPEND 02000
#define SEEK_SET 0
#define SEEK_CUR 1
#define SEEK_END 2
#define SEEK_DATA 3
#define SEEK_HOLE 4

/* A stream.  stdio_in.c defines struct ps_file; stdin, stdout and stderr
 * point to FILE objects the interpreter allocates, which are never
 * dereferenced here. */
typedef struct ps_file FILE;

/* Integer limits, from compiler-predefined macros. */
#define PS_INT_MAX __INT_MAX__
#define PS_INT_MIN (-__INT_MAX__ - 1)
#define PS_LONG_MAX __LONG_MAX__
#define PS_LONG_MIN (-__LONG_MAX__ - 1L)
#define PS_ULONG_MAX (__LONG_MAX__ * 2UL + 1UL)
#define PS_LLONG_MAX __LONG_LONG_MAX__
#define PS_LLONG_MIN (-__LONG_LONG_MAX__ - 1LL)
#define PS_ULLONG_MAX (__LONG_LONG_MAX__ * 2ULL + 1ULL)

/* Layout identical to glibc's div_t / ldiv_t / lldiv_t. */
typedef struct { int quot; int rem; } div_t;
typedef struct { long quot; long rem; } ldiv_t;
typedef struct { long long quot; long long rem; } lldiv_t;

#endif /* PATHSIFT_RT_TYPES_H */

#ifndef PATHSIFT_RT_H
#define PATHSIFT_RT_H

/* ---- Provided natively by the Rust interpreter (never defined here). ---- */
void *malloc(size_t size);
void *calloc(size_t nmemb, size_t size);
void *realloc(void *ptr, size_t size);
void free(void *ptr);
void abort(void) __attribute__((noreturn));
void exit(int status) __attribute__((noreturn));
void *memcpy(void *dest, const void *src, size_t n);
void *memmove(void *dest, const void *src, size_t n);
void *memset(void *s, int c, size_t n);
/* stdio output (the runtime calls fwrite only, for write(1|2, ...)). */
size_t fwrite(const void *ptr, size_t size, size_t nmemb, FILE *stream);
void perror(const char *s);
/* The input environment: stdin (name NULL) and the files open() finds. */
long __pathsift_env_open(const char *name);
unsigned char *__pathsift_env_data(long i);
long __pathsift_env_size(long i);
extern FILE *stdin;
extern FILE *stdout;
extern FILE *stderr;

/* ---- errno.c ---- */
int *__errno_location(void);
#ifndef errno
#define errno (*__errno_location())
#endif

/* ---- string.c ---- */
size_t strlen(const char *s);
size_t strnlen(const char *s, size_t maxlen);
char *strcpy(char *dest, const char *src);
char *strncpy(char *dest, const char *src, size_t n);
char *stpcpy(char *dest, const char *src);
char *stpncpy(char *dest, const char *src, size_t n);
char *strcat(char *dest, const char *src);
char *strncat(char *dest, const char *src, size_t n);
int strcmp(const char *s1, const char *s2);
int strncmp(const char *s1, const char *s2, size_t n);
int strcoll(const char *s1, const char *s2);
int strcasecmp(const char *s1, const char *s2);
int strncasecmp(const char *s1, const char *s2, size_t n);
char *strchr(const char *s, int c);
char *strrchr(const char *s, int c);
char *strchrnul(const char *s, int c);
char *index(const char *s, int c);
char *rindex(const char *s, int c);
char *strstr(const char *haystack, const char *needle);
size_t strspn(const char *s, const char *accept);
size_t strcspn(const char *s, const char *reject);
char *strpbrk(const char *s, const char *accept);
char *strtok(char *s, const char *delim);
char *strtok_r(char *s, const char *delim, char **saveptr);
char *strsep(char **stringp, const char *delim);
char *strdup(const char *s);
char *strndup(const char *s, size_t n);
void *memchr(const void *s, int c, size_t n);
void *memrchr(const void *s, int c, size_t n);
void *rawmemchr(const void *s, int c);
int memcmp(const void *s1, const void *s2, size_t n);
int bcmp(const void *s1, const void *s2, size_t n);
void *mempcpy(void *dest, const void *src, size_t n);
void bzero(void *s, size_t n);
char *strerror(int errnum);

/* ---- ctype.c ---- */
int isalnum(int c);
int isalpha(int c);
int isblank(int c);
int iscntrl(int c);
int isdigit(int c);
int isgraph(int c);
int islower(int c);
int isprint(int c);
int ispunct(int c);
int isspace(int c);
int isupper(int c);
int isxdigit(int c);
int isascii(int c);
int toascii(int c);
int tolower(int c);
int toupper(int c);
const unsigned short **__ctype_b_loc(void);
const int **__ctype_tolower_loc(void);
const int **__ctype_toupper_loc(void);
size_t __ctype_get_mb_cur_max(void);

/* ---- stdlib.c ---- */
int abs(int j);
long labs(long j);
long long llabs(long long j);
div_t div(int numer, int denom);
ldiv_t ldiv(long numer, long denom);
lldiv_t lldiv(long long numer, long long denom);
int atoi(const char *nptr);
long atol(const char *nptr);
long long atoll(const char *nptr);
long strtol(const char *nptr, char **endptr, int base);
unsigned long strtoul(const char *nptr, char **endptr, int base);
long long strtoll(const char *nptr, char **endptr, int base);
unsigned long long strtoull(const char *nptr, char **endptr, int base);
long long strtoq(const char *nptr, char **endptr, int base);
unsigned long long strtouq(const char *nptr, char **endptr, int base);
double strtod(const char *nptr, char **endptr);
float strtof(const char *nptr, char **endptr);
double atof(const char *nptr);
intmax_t strtoimax(const char *nptr, char **endptr, int base);
uintmax_t strtoumax(const char *nptr, char **endptr, int base);
void qsort(void *base, size_t nmemb, size_t size,
           int (*compar)(const void *, const void *));
void qsort_r(void *base, size_t nmemb, size_t size,
             int (*compar)(const void *, const void *, void *), void *arg);
void *bsearch(const void *key, const void *base, size_t nmemb, size_t size,
              int (*compar)(const void *, const void *));
int rand(void);
void srand(unsigned int seed);
int rand_r(unsigned int *seed);
long random(void);
void srandom(unsigned int seed);
int atexit(void (*function)(void));
void __pathsift_run_atexit(void);
char *getenv(const char *name);

/* ---- stdio_in.c ---- */
int open(const char *pathname, int flags, ...);
int open64(const char *pathname, int flags, ...);
int creat(const char *pathname, unsigned int mode);
int creat64(const char *pathname, unsigned int mode);
int close(int fd);
long read(int fd, void *buf, size_t count);
long write(int fd, const void *buf, size_t count);
long lseek(int fd, long offset, int whence);
long long lseek64(int fd, long long offset, int whence);
int dup(int oldfd);
int dup2(int oldfd, int newfd);
int fstat(int fd, void *statbuf);
int stat(const char *pathname, void *statbuf);
int lstat(const char *pathname, void *statbuf);
int fstat64(int fd, void *statbuf);
int stat64(const char *pathname, void *statbuf);
int lstat64(const char *pathname, void *statbuf);
int isatty(int fd);
FILE *fopen(const char *pathname, const char *mode);
FILE *fopen64(const char *pathname, const char *mode);
FILE *fdopen(int fd, const char *mode);
FILE *freopen(const char *pathname, const char *mode, FILE *stream);
FILE *freopen64(const char *pathname, const char *mode, FILE *stream);
int fclose(FILE *stream);
int fileno(FILE *stream);
int fileno_unlocked(FILE *stream);
size_t fread(void *ptr, size_t size, size_t nmemb, FILE *stream);
size_t fread_unlocked(void *ptr, size_t size, size_t nmemb, FILE *stream);
int fgetc(FILE *stream);
int getc(FILE *stream);
int _IO_getc(FILE *stream);
int getchar(void);
int fgetc_unlocked(FILE *stream);
int getc_unlocked(FILE *stream);
int getchar_unlocked(void);
int ungetc(int c, FILE *stream);
char *fgets(char *s, int size, FILE *stream);
char *fgets_unlocked(char *s, int size, FILE *stream);
long getline(char **lineptr, size_t *n, FILE *stream);
long getdelim(char **lineptr, size_t *n, int delim, FILE *stream);
long __getdelim(char **lineptr, size_t *n, int delim, FILE *stream);
int feof(FILE *stream);
int ferror(FILE *stream);
void clearerr(FILE *stream);
int feof_unlocked(FILE *stream);
int ferror_unlocked(FILE *stream);
void clearerr_unlocked(FILE *stream);
int fseek(FILE *stream, long offset, int whence);
int fseeko(FILE *stream, long offset, int whence);
int fseeko64(FILE *stream, long long offset, int whence);
long ftell(FILE *stream);
long ftello(FILE *stream);
long long ftello64(FILE *stream);
void rewind(FILE *stream);
int fgetpos(FILE *stream, void *pos);
int fsetpos(FILE *stream, const void *pos);
int fgetpos64(FILE *stream, void *pos);
int fsetpos64(FILE *stream, const void *pos);
int setvbuf(FILE *stream, char *buf, int mode, size_t size);
void setbuf(FILE *stream, char *buf);
void setbuffer(FILE *stream, char *buf, size_t size);
void setlinebuf(FILE *stream);
int scanf(const char *format, ...);
int fscanf(FILE *stream, const char *format, ...);
int sscanf(const char *str, const char *format, ...);
int vscanf(const char *format, __builtin_va_list ap);
int vfscanf(FILE *stream, const char *format, __builtin_va_list ap);
int vsscanf(const char *str, const char *format, __builtin_va_list ap);
int __isoc99_scanf(const char *format, ...);
int __isoc99_fscanf(FILE *stream, const char *format, ...);
int __isoc99_sscanf(const char *str, const char *format, ...);
int __isoc99_vscanf(const char *format, __builtin_va_list ap);
int __isoc99_vfscanf(FILE *stream, const char *format, __builtin_va_list ap);
int __isoc99_vsscanf(const char *str, const char *format, __builtin_va_list ap);

#endif /* PATHSIFT_RT_H */
