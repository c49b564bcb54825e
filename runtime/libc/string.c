/*
 * string.c - <string.h> / <strings.h> functions with glibc 2.36 semantics.
 *
 * Plain byte-at-a-time loops: this code is executed symbolically by pathsift,
 * so simplicity beats speed.  Comparison functions return the difference of
 * the first differing bytes (as unsigned char), like glibc on x86.
 *
 * Internal calls go through static helpers (rt_*) so that a user program that
 * overrides e.g. strlen does not change the behaviour of strdup.
 */
#include "pathsift_rt.h"

/* ------------------------------------------------------------------------ */
/* internal helpers                                                         */
/* ------------------------------------------------------------------------ */

static size_t rt_strlen(const char *s)
{
    size_t n = 0;
    while (s[n] != '\0')
        n++;
    return n;
}

static size_t rt_strnlen(const char *s, size_t maxlen)
{
    size_t n = 0;
    while (n < maxlen && s[n] != '\0')
        n++;
    return n;
}

/* Is byte c one of the bytes of the NUL-terminated set? (c != 0) */
static int rt_in_set(unsigned char c, const char *set)
{
    const unsigned char *p = (const unsigned char *)set;
    while (*p != '\0') {
        if (*p == c)
            return 1;
        p++;
    }
    return 0;
}

static size_t rt_strspn(const char *s, const char *accept)
{
    size_t n = 0;
    while (s[n] != '\0' && rt_in_set((unsigned char)s[n], accept))
        n++;
    return n;
}

static size_t rt_strcspn(const char *s, const char *reject)
{
    size_t n = 0;
    while (s[n] != '\0' && !rt_in_set((unsigned char)s[n], reject))
        n++;
    return n;
}

static char *rt_strchr(const char *s, int c)
{
    char ch = (char)c;
    for (;;) {
        if (*s == ch)
            return (char *)s;
        if (*s == '\0')
            return NULL;
        s++;
    }
}

static char *rt_strrchr(const char *s, int c)
{
    char ch = (char)c;
    const char *found = NULL;
    for (;;) {
        if (*s == ch)
            found = s;
        if (*s == '\0')
            return (char *)found;
        s++;
    }
}

/* C-locale tolower on an unsigned char value. */
static int rt_lower(unsigned char c)
{
    if (c >= 'A' && c <= 'Z')
        return c - 'A' + 'a';
    return c;
}

/* ------------------------------------------------------------------------ */
/* length                                                                   */
/* ------------------------------------------------------------------------ */

PS_WEAK size_t strlen(const char *s) { return rt_strlen(s); }

PS_WEAK size_t strnlen(const char *s, size_t maxlen) { return rt_strnlen(s, maxlen); }

/* ------------------------------------------------------------------------ */
/* copying / concatenation                                                  */
/* ------------------------------------------------------------------------ */

PS_WEAK char *strcpy(char *dest, const char *src)
{
    size_t i = 0;
    while ((dest[i] = src[i]) != '\0')
        i++;
    return dest;
}

PS_WEAK char *stpcpy(char *dest, const char *src)
{
    size_t i = 0;
    while ((dest[i] = src[i]) != '\0')
        i++;
    return dest + i;
}

PS_WEAK char *strncpy(char *dest, const char *src, size_t n)
{
    size_t i = 0;
    while (i < n && src[i] != '\0') {
        dest[i] = src[i];
        i++;
    }
    while (i < n) {
        dest[i] = '\0';
        i++;
    }
    return dest;
}

/* Returns a pointer to the first NUL written, or dest + n if none. */
PS_WEAK char *stpncpy(char *dest, const char *src, size_t n)
{
    size_t i = 0;
    size_t end;
    while (i < n && src[i] != '\0') {
        dest[i] = src[i];
        i++;
    }
    end = i;
    while (i < n) {
        dest[i] = '\0';
        i++;
    }
    return dest + end;
}

PS_WEAK char *strcat(char *dest, const char *src)
{
    char *d = dest + rt_strlen(dest);
    size_t i = 0;
    while ((d[i] = src[i]) != '\0')
        i++;
    return dest;
}

/* Appends at most n bytes of src, then always a terminating NUL. */
PS_WEAK char *strncat(char *dest, const char *src, size_t n)
{
    char *d = dest + rt_strlen(dest);
    size_t i = 0;
    while (i < n && src[i] != '\0') {
        d[i] = src[i];
        i++;
    }
    d[i] = '\0';
    return dest;
}

PS_WEAK void *mempcpy(void *dest, const void *src, size_t n)
{
    memcpy(dest, src, n);
    return (char *)dest + n;
}

PS_WEAK void bzero(void *s, size_t n) { memset(s, 0, n); }

PS_WEAK char *strdup(const char *s)
{
    size_t len = rt_strlen(s) + 1;
    char *p = (char *)malloc(len);
    if (p == NULL)
        return NULL;
    memcpy(p, s, len);
    return p;
}

PS_WEAK char *strndup(const char *s, size_t n)
{
    size_t len = rt_strnlen(s, n);
    char *p = (char *)malloc(len + 1);
    if (p == NULL)
        return NULL;
    memcpy(p, s, len);
    p[len] = '\0';
    return p;
}

/* ------------------------------------------------------------------------ */
/* comparison                                                               */
/* ------------------------------------------------------------------------ */

PS_WEAK int strcmp(const char *s1, const char *s2)
{
    const unsigned char *a = (const unsigned char *)s1;
    const unsigned char *b = (const unsigned char *)s2;
    while (*a != '\0' && *a == *b) {
        a++;
        b++;
    }
    return (int)*a - (int)*b;
}

PS_WEAK int strncmp(const char *s1, const char *s2, size_t n)
{
    const unsigned char *a = (const unsigned char *)s1;
    const unsigned char *b = (const unsigned char *)s2;
    size_t i;
    for (i = 0; i < n; i++) {
        if (a[i] != b[i])
            return (int)a[i] - (int)b[i];
        if (a[i] == '\0')
            return 0;
    }
    return 0;
}

/* Only the C locale is modelled: collation order is byte order. */
PS_WEAK int strcoll(const char *s1, const char *s2)
{
    const unsigned char *a = (const unsigned char *)s1;
    const unsigned char *b = (const unsigned char *)s2;
    while (*a != '\0' && *a == *b) {
        a++;
        b++;
    }
    return (int)*a - (int)*b;
}

PS_WEAK int strcasecmp(const char *s1, const char *s2)
{
    const unsigned char *a = (const unsigned char *)s1;
    const unsigned char *b = (const unsigned char *)s2;
    int r;
    for (;;) {
        r = rt_lower(*a) - rt_lower(*b);
        if (r != 0 || *a == '\0')
            return r;
        a++;
        b++;
    }
}

PS_WEAK int strncasecmp(const char *s1, const char *s2, size_t n)
{
    const unsigned char *a = (const unsigned char *)s1;
    const unsigned char *b = (const unsigned char *)s2;
    size_t i;
    int r;
    for (i = 0; i < n; i++) {
        r = rt_lower(a[i]) - rt_lower(b[i]);
        if (r != 0 || a[i] == '\0')
            return r;
    }
    return 0;
}

PS_WEAK int memcmp(const void *s1, const void *s2, size_t n)
{
    const unsigned char *a = (const unsigned char *)s1;
    const unsigned char *b = (const unsigned char *)s2;
    size_t i;
    for (i = 0; i < n; i++) {
        if (a[i] != b[i])
            return (int)a[i] - (int)b[i];
    }
    return 0;
}

/* glibc's bcmp is an alias of memcmp. */
PS_WEAK int bcmp(const void *s1, const void *s2, size_t n)
{
    const unsigned char *a = (const unsigned char *)s1;
    const unsigned char *b = (const unsigned char *)s2;
    size_t i;
    for (i = 0; i < n; i++) {
        if (a[i] != b[i])
            return (int)a[i] - (int)b[i];
    }
    return 0;
}

/* ------------------------------------------------------------------------ */
/* searching                                                                */
/* ------------------------------------------------------------------------ */

PS_WEAK char *strchr(const char *s, int c) { return rt_strchr(s, c); }

PS_WEAK char *strrchr(const char *s, int c) { return rt_strrchr(s, c); }

PS_WEAK char *index(const char *s, int c) { return rt_strchr(s, c); }

PS_WEAK char *rindex(const char *s, int c) { return rt_strrchr(s, c); }

PS_WEAK char *strchrnul(const char *s, int c)
{
    char ch = (char)c;
    while (*s != '\0' && *s != ch)
        s++;
    return (char *)s;
}

PS_WEAK void *memchr(const void *s, int c, size_t n)
{
    const unsigned char *p = (const unsigned char *)s;
    unsigned char ch = (unsigned char)c;
    size_t i;
    for (i = 0; i < n; i++) {
        if (p[i] == ch)
            return (void *)(p + i);
    }
    return NULL;
}

PS_WEAK void *memrchr(const void *s, int c, size_t n)
{
    const unsigned char *p = (const unsigned char *)s;
    unsigned char ch = (unsigned char)c;
    while (n > 0) {
        n--;
        if (p[n] == ch)
            return (void *)(p + n);
    }
    return NULL;
}

PS_WEAK void *rawmemchr(const void *s, int c)
{
    const unsigned char *p = (const unsigned char *)s;
    unsigned char ch = (unsigned char)c;
    while (*p != ch)
        p++;
    return (void *)p;
}

PS_WEAK char *strstr(const char *haystack, const char *needle)
{
    size_t i;
    if (*needle == '\0')
        return (char *)haystack;
    for (; *haystack != '\0'; haystack++) {
        for (i = 0; needle[i] != '\0'; i++) {
            if (haystack[i] != needle[i])
                break;
        }
        if (needle[i] == '\0')
            return (char *)haystack;
    }
    return NULL;
}

PS_WEAK size_t strspn(const char *s, const char *accept) { return rt_strspn(s, accept); }

PS_WEAK size_t strcspn(const char *s, const char *reject) { return rt_strcspn(s, reject); }

PS_WEAK char *strpbrk(const char *s, const char *accept)
{
    s += rt_strcspn(s, accept);
    return *s != '\0' ? (char *)s : NULL;
}

/* ------------------------------------------------------------------------ */
/* tokenizing                                                               */
/* ------------------------------------------------------------------------ */

/* Same algorithm as glibc's __strtok_r. */
static char *rt_strtok_r(char *s, const char *delim, char **saveptr)
{
    char *end;
    if (s == NULL)
        s = *saveptr;
    if (*s == '\0') {
        *saveptr = s;
        return NULL;
    }
    s += rt_strspn(s, delim);
    if (*s == '\0') {
        *saveptr = s;
        return NULL;
    }
    end = s + rt_strcspn(s, delim);
    if (*end == '\0') {
        *saveptr = end;
        return s;
    }
    *end = '\0';
    *saveptr = end + 1;
    return s;
}

PS_WEAK char *strtok_r(char *s, const char *delim, char **saveptr)
{
    return rt_strtok_r(s, delim, saveptr);
}

static char *rt_strtok_olds;

PS_WEAK char *strtok(char *s, const char *delim)
{
    return rt_strtok_r(s, delim, &rt_strtok_olds);
}

PS_WEAK char *strsep(char **stringp, const char *delim)
{
    char *begin = *stringp;
    char *end;
    if (begin == NULL)
        return NULL;
    end = begin + rt_strcspn(begin, delim);
    if (*end != '\0') {
        *end = '\0';
        *stringp = end + 1;
    } else {
        *stringp = NULL;
    }
    return begin;
}

/* ------------------------------------------------------------------------ */
/* strerror (messages of glibc 2.36, C locale)                              */
/* ------------------------------------------------------------------------ */

static const char *const rt_errlist[] = {
    /*   0 */ "Success",
    /*   1 */ "Operation not permitted",
    /*   2 */ "No such file or directory",
    /*   3 */ "No such process",
    /*   4 */ "Interrupted system call",
    /*   5 */ "Input/output error",
    /*   6 */ "No such device or address",
    /*   7 */ "Argument list too long",
    /*   8 */ "Exec format error",
    /*   9 */ "Bad file descriptor",
    /*  10 */ "No child processes",
    /*  11 */ "Resource temporarily unavailable",
    /*  12 */ "Cannot allocate memory",
    /*  13 */ "Permission denied",
    /*  14 */ "Bad address",
    /*  15 */ "Block device required",
    /*  16 */ "Device or resource busy",
    /*  17 */ "File exists",
    /*  18 */ "Invalid cross-device link",
    /*  19 */ "No such device",
    /*  20 */ "Not a directory",
    /*  21 */ "Is a directory",
    /*  22 */ "Invalid argument",
    /*  23 */ "Too many open files in system",
    /*  24 */ "Too many open files",
    /*  25 */ "Inappropriate ioctl for device",
    /*  26 */ "Text file busy",
    /*  27 */ "File too large",
    /*  28 */ "No space left on device",
    /*  29 */ "Illegal seek",
    /*  30 */ "Read-only file system",
    /*  31 */ "Too many links",
    /*  32 */ "Broken pipe",
    /*  33 */ "Numerical argument out of domain",
    /*  34 */ "Numerical result out of range",
    /*  35 */ "Resource deadlock avoided",
    /*  36 */ "File name too long",
    /*  37 */ "No locks available",
    /*  38 */ "Function not implemented",
    /*  39 */ "Directory not empty",
    /*  40 */ "Too many levels of symbolic links",
    /*  41 */ NULL,
    /*  42 */ "No message of desired type",
    /*  43 */ "Identifier removed",
    /*  44 */ "Channel number out of range",
    /*  45 */ "Level 2 not synchronized",
    /*  46 */ "Level 3 halted",
    /*  47 */ "Level 3 reset",
    /*  48 */ "Link number out of range",
    /*  49 */ "Protocol driver not attached",
    /*  50 */ "No CSI structure available",
    /*  51 */ "Level 2 halted",
    /*  52 */ "Invalid exchange",
    /*  53 */ "Invalid request descriptor",
    /*  54 */ "Exchange full",
    /*  55 */ "No anode",
    /*  56 */ "Invalid request code",
    /*  57 */ "Invalid slot",
    /*  58 */ NULL,
    /*  59 */ "Bad font file format",
    /*  60 */ "Device not a stream",
    /*  61 */ "No data available",
    /*  62 */ "Timer expired",
    /*  63 */ "Out of streams resources",
    /*  64 */ "Machine is not on the network",
    /*  65 */ "Package not installed",
    /*  66 */ "Object is remote",
    /*  67 */ "Link has been severed",
    /*  68 */ "Advertise error",
    /*  69 */ "Srmount error",
    /*  70 */ "Communication error on send",
    /*  71 */ "Protocol error",
    /*  72 */ "Multihop attempted",
    /*  73 */ "RFS specific error",
    /*  74 */ "Bad message",
    /*  75 */ "Value too large for defined data type",
    /*  76 */ "Name not unique on network",
    /*  77 */ "File descriptor in bad state",
    /*  78 */ "Remote address changed",
    /*  79 */ "Can not access a needed shared library",
    /*  80 */ "Accessing a corrupted shared library",
    /*  81 */ ".lib section in a.out corrupted",
    /*  82 */ "Attempting to link in too many shared libraries",
    /*  83 */ "Cannot exec a shared library directly",
    /*  84 */ "Invalid or incomplete multibyte or wide character",
    /*  85 */ "Interrupted system call should be restarted",
    /*  86 */ "Streams pipe error",
    /*  87 */ "Too many users",
    /*  88 */ "Socket operation on non-socket",
    /*  89 */ "Destination address required",
    /*  90 */ "Message too long",
    /*  91 */ "Protocol wrong type for socket",
    /*  92 */ "Protocol not available",
    /*  93 */ "Protocol not supported",
    /*  94 */ "Socket type not supported",
    /*  95 */ "Operation not supported",
    /*  96 */ "Protocol family not supported",
    /*  97 */ "Address family not supported by protocol",
    /*  98 */ "Address already in use",
    /*  99 */ "Cannot assign requested address",
    /* 100 */ "Network is down",
    /* 101 */ "Network is unreachable",
    /* 102 */ "Network dropped connection on reset",
    /* 103 */ "Software caused connection abort",
    /* 104 */ "Connection reset by peer",
    /* 105 */ "No buffer space available",
    /* 106 */ "Transport endpoint is already connected",
    /* 107 */ "Transport endpoint is not connected",
    /* 108 */ "Cannot send after transport endpoint shutdown",
    /* 109 */ "Too many references: cannot splice",
    /* 110 */ "Connection timed out",
    /* 111 */ "Connection refused",
    /* 112 */ "Host is down",
    /* 113 */ "No route to host",
    /* 114 */ "Operation already in progress",
    /* 115 */ "Operation now in progress",
    /* 116 */ "Stale file handle",
    /* 117 */ "Structure needs cleaning",
    /* 118 */ "Not a XENIX named type file",
    /* 119 */ "No XENIX semaphores available",
    /* 120 */ "Is a named type file",
    /* 121 */ "Remote I/O error",
    /* 122 */ "Disk quota exceeded",
    /* 123 */ "No medium found",
    /* 124 */ "Wrong medium type",
    /* 125 */ "Operation canceled",
    /* 126 */ "Required key not available",
    /* 127 */ "Key has expired",
    /* 128 */ "Key has been revoked",
    /* 129 */ "Key was rejected by service",
    /* 130 */ "Owner died",
    /* 131 */ "State not recoverable",
    /* 132 */ "Operation not possible due to RF-kill",
    /* 133 */ "Memory page has hardware error",
};

#define PS_NERR ((int)(sizeof(rt_errlist) / sizeof(rt_errlist[0])))

static char rt_strerror_buf[32];

PS_WEAK char *strerror(int errnum)
{
    static const char prefix[] = "Unknown error ";
    char digits[16];
    unsigned int u;
    int nd = 0;
    int i = 0;
    int j;

    if (errnum >= 0 && errnum < PS_NERR && rt_errlist[errnum] != NULL)
        return (char *)rt_errlist[errnum];

    /* "Unknown error %d" */
    while (prefix[i] != '\0') {
        rt_strerror_buf[i] = prefix[i];
        i++;
    }
    if (errnum < 0) {
        rt_strerror_buf[i++] = '-';
        u = 0u - (unsigned int)errnum;
    } else {
        u = (unsigned int)errnum;
    }
    do {
        digits[nd++] = (char)('0' + u % 10u);
        u /= 10u;
    } while (u != 0);
    for (j = nd - 1; j >= 0; j--)
        rt_strerror_buf[i++] = digits[j];
    rt_strerror_buf[i] = '\0';
    return rt_strerror_buf;
}
