/*
 * stdio_in.c - the input side of stdio and POSIX file I/O, glibc 2.36
 * semantics in the C locale: open/read/lseek/close/fstat/stat, fopen,
 * fgetc, fgets, getline, fread, ungetc, fseek/ftell and the scanf family.
 *
 * The bytes come from the interpreter's input environment through three
 * builtins: __pathsift_env_open(name) looks a file up (NULL: stdin) and
 * returns its index or -1, __pathsift_env_data(i) and __pathsift_env_size(i)
 * give its bytes and its size.  The size may be symbolic, so reads compare
 * the position with it byte by byte and branch on the data only where the
 * semantics need it.
 *
 * Writing is modelled as a sink: write() on a descriptor of stdout or
 * stderr goes to the interpreter's fwrite; on any other descriptor it
 * succeeds and the bytes are dropped, while the offset and the file's size
 * follow (a file written to is not readable back).  The stdio output
 * functions (printf, fputs, fwrite, ...) are Rust builtins and are not
 * defined here.
 *
 * Three layers, as in the kernel and glibc:
 *   - open file descriptions (rt_ofds: position, environment file, access),
 *     shared by descriptors after dup/dup2;
 *   - descriptors (rt_fds: 0, 1 and 2 are open at start; stdin's file is
 *     looked up the first time it is needed);
 *   - streams: stdin/stdout/stderr are FILE objects the interpreter
 *     allocates, recognised by pointer and shadowed by rt_std; fopen and
 *     fdopen hand out entries of a static pool (RT_NSTREAM).  A pool entry
 *     starts with the magic RT_MAGIC and the mode bits (1 readable, 2
 *     writable): the Rust output functions read those 8 bytes to discard
 *     what is written to such a stream.  Streams are unbuffered here: a
 *     stream's position is its descriptor's, and ungetc keeps up to RT_NPB
 *     pushed-back bytes in the stream.
 */
#include "pathsift_rt.h"
#include "strto.h"

/* ------------------------------------------------------------------------ */
/* open file descriptions and descriptors                                   */
/* ------------------------------------------------------------------------ */

#define RT_RD 1 /* readable (also the stream mode bits of a pool entry) */
#define RT_WR 2 /* writable */

#define RT_K_FILE 0 /* a file: the environment's (env >= 0), or empty */
#define RT_K_OUT 1  /* the program's stdout */
#define RT_K_ERR 2  /* the program's stderr */

struct rt_ofd {
    int refs;                  /* descriptors using it; 0: free */
    int kind;                  /* RT_K_* */
    int acc;                   /* RT_RD | RT_WR */
    int append;                /* O_APPEND */
    int lazy;                  /* stdin, not looked up yet */
    long env;                  /* environment file index, -1: no bytes */
    const unsigned char *data; /* its bytes */
    long pos;                  /* file offset */
    long size;                 /* their number (0 without a file) */
    long wend;                 /* end of what was written (the bytes are dropped) */
};

#define RT_NOFD 32
#define RT_NFD 32

static struct rt_ofd rt_ofds[RT_NOFD] = {
    {1, RT_K_FILE, RT_RD, 0, 1, -1, NULL, 0, 0, 0},
    {1, RT_K_OUT, RT_WR, 0, 0, -1, NULL, 0, 0, 0},
    {1, RT_K_ERR, RT_WR, 0, 0, -1, NULL, 0, 0, 0},
};

/* Descriptor -> index in rt_ofds + 1 (0: closed). */
static int rt_fds[RT_NFD] = {1, 2, 3};

static struct rt_ofd *rt_ofd_of(int fd)
{
    if (fd < 0 || fd >= RT_NFD || rt_fds[fd] == 0)
        return NULL;
    return &rt_ofds[rt_fds[fd] - 1];
}

static void rt_attach(struct rt_ofd *o, long env)
{
    o->env = env;
    if (env >= 0) {
        o->data = __pathsift_env_data(env);
        o->size = __pathsift_env_size(env);
    } else {
        o->data = NULL;
        o->size = 0;
    }
}

/* The file's size: its bytes, or further if it was written past them. */
static long rt_end(const struct rt_ofd *o)
{
    if (o->wend > 0 && o->wend > o->size)
        return o->wend;
    return o->size;
}

/* stdin's file is looked up the first time it is read, sought or stat'ed. */
static void rt_ready(struct rt_ofd *o)
{
    if (o->lazy) {
        o->lazy = 0;
        rt_attach(o, __pathsift_env_open(NULL));
    }
}

/* The lowest closed descriptor, or -1. */
static int rt_free_fd(void)
{
    int fd;
    for (fd = 0; fd < RT_NFD; fd++)
        if (rt_fds[fd] == 0)
            return fd;
    return -1;
}

static int rt_free_ofd(void)
{
    int k;
    for (k = 0; k < RT_NOFD; k++)
        if (rt_ofds[k].refs == 0)
            return k;
    return -1;
}

/*
 * open(2).  A file the environment knows opens for reading; opening for
 * writing gives a sink (the bytes written are dropped, but the offsets and
 * the size follow them).  The environment is asked unless the file is
 * created or truncated anyway: without O_CREAT the file must exist, with
 * O_EXCL it must not, and a file that is not truncated has contents and a
 * size.
 */
static int rt_open(const char *name, int flags)
{
    int accm = flags & O_ACCMODE;
    int acc = accm == O_RDONLY ? RT_RD : accm == O_WRONLY ? RT_WR : RT_RD | RT_WR;
    int trunc = (flags & O_TRUNC) != 0 && (acc & RT_WR) != 0;
    long env = -1;
    int fd = rt_free_fd();
    int k = rt_free_ofd();
    struct rt_ofd *o;

    if (fd < 0 || k < 0) {
        errno = EMFILE;
        return -1;
    }
    if (!(flags & O_CREAT) || (flags & O_EXCL) || !trunc) {
        env = __pathsift_env_open(name);
        if (env < 0 && !(flags & O_CREAT)) {
            errno = ENOENT;
            return -1;
        }
        if (env >= 0 && (flags & O_CREAT) && (flags & O_EXCL)) {
            errno = EEXIST;
            return -1;
        }
    }
    if (trunc)
        env = -1;
    o = &rt_ofds[k];
    o->refs = 1;
    o->kind = RT_K_FILE;
    o->acc = acc;
    o->append = (flags & O_APPEND) != 0;
    o->lazy = 0;
    o->pos = 0;
    o->wend = 0;
    rt_attach(o, env);
    rt_fds[fd] = k + 1;
    return fd;
}

static int rt_close(int fd)
{
    struct rt_ofd *o = rt_ofd_of(fd);
    if (o == NULL) {
        errno = EBADF;
        return -1;
    }
    rt_fds[fd] = 0;
    o->refs--;
    return 0;
}

static long rt_lseek(int fd, long off, int whence)
{
    struct rt_ofd *o = rt_ofd_of(fd);
    long base;
    if (o == NULL) {
        errno = EBADF;
        return -1;
    }
    if (o->kind != RT_K_FILE) {
        errno = ESPIPE;
        return -1;
    }
    rt_ready(o);
    if (whence == SEEK_SET)
        base = 0;
    else if (whence == SEEK_CUR)
        base = o->pos;
    else if (whence == SEEK_END)
        base = rt_end(o);
    else if (whence == SEEK_DATA || whence == SEEK_HOLE) {
        /* Linux, for a file without holes: the data is [0, size) */
        base = rt_end(o);
        if (off < 0 || off >= base) {
            errno = ENXIO;
            return -1;
        }
        o->pos = whence == SEEK_DATA ? off : base;
        return o->pos;
    } else {
        errno = EINVAL;
        return -1;
    }
    if (off < 0 ? off < -base : off > 0 && off > PS_LONG_MAX - base) {
        errno = EINVAL;
        return -1;
    }
    o->pos = base + off;
    return o->pos;
}

static int rt_dup_to(int oldfd, int newfd)
{
    rt_fds[newfd] = rt_fds[oldfd];
    rt_ofds[rt_fds[oldfd] - 1].refs++;
    return newfd;
}

/* Little-endian store of the n low bytes of v (struct stat, fpos_t). */
static void rt_put(unsigned char *p, int off, unsigned long long v, int n)
{
    int i;
    for (i = 0; i < n; i++)
        p[off + i] = (unsigned char)(v >> (8 * i));
}

static long long rt_get(const unsigned char *p, int n)
{
    unsigned long long v = 0;
    int i;
    for (i = n - 1; i >= 0; i--)
        v = (v << 8) | p[i];
    if (n == 4)
        return (int)(unsigned int)v;
    return (long long)v;
}

/*
 * A regular file (st_mode 0100644) of the given size, everything else zero.
 * x86-64: struct stat = struct stat64, 144 bytes, st_mode at 24, st_size
 * (8 bytes) at 48.  i386: struct stat is 88 bytes, st_mode at 16, st_size
 * (4 bytes) at 44; struct stat64 is 96 bytes with an 8-byte st_size at 44.
 */
static void rt_fill_stat(void *buf, long size, int is64)
{
    unsigned char *p = (unsigned char *)buf;
#if __SIZEOF_POINTER__ == 8
    (void)is64;
    memset(p, 0, 144);
    rt_put(p, 24, 0100644, 4);
    rt_put(p, 48, (unsigned long long)size, 8);
#else
    memset(p, 0, is64 ? 96 : 88);
    rt_put(p, 16, 0100644, 4);
    rt_put(p, 44, (unsigned long long)size, is64 ? 8 : 4);
#endif
}

static int rt_fstat(int fd, void *buf, int is64)
{
    struct rt_ofd *o = rt_ofd_of(fd);
    if (o == NULL) {
        errno = EBADF;
        return -1;
    }
    rt_ready(o);
    rt_fill_stat(buf, o->kind == RT_K_FILE ? rt_end(o) : 0, is64);
    return 0;
}

static int rt_stat(const char *name, void *buf, int is64)
{
    long env = __pathsift_env_open(name);
    if (env < 0) {
        errno = ENOENT;
        return -1;
    }
    rt_fill_stat(buf, __pathsift_env_size(env), is64);
    return 0;
}

/* ------------------------------------------------------------------------ */
/* POSIX functions                                                          */
/* ------------------------------------------------------------------------ */

/* The mode argument (with O_CREAT) only matters to later opens, which the
 * model does not keep: it is not read. */
PS_WEAK int open(const char *pathname, int flags, ...) { return rt_open(pathname, flags); }
PS_WEAK int open64(const char *pathname, int flags, ...) { return rt_open(pathname, flags); }

PS_WEAK int creat(const char *pathname, unsigned int mode)
{
    (void)mode;
    return rt_open(pathname, O_WRONLY | O_CREAT | O_TRUNC);
}

PS_WEAK int creat64(const char *pathname, unsigned int mode)
{
    (void)mode;
    return rt_open(pathname, O_WRONLY | O_CREAT | O_TRUNC);
}

PS_WEAK int close(int fd) { return rt_close(fd); }

PS_WEAK long read(int fd, void *buf, size_t count)
{
    struct rt_ofd *o = rt_ofd_of(fd);
    unsigned char *b = (unsigned char *)buf;
    size_t k = 0;
    if (o == NULL || !(o->acc & RT_RD)) {
        errno = EBADF;
        return -1;
    }
    rt_ready(o);
    while (k < count && o->pos < o->size) {
        b[k] = o->data[o->pos];
        o->pos++;
        k++;
    }
    return (long)k;
}

PS_WEAK long write(int fd, const void *buf, size_t count)
{
    struct rt_ofd *o = rt_ofd_of(fd);
    if (o == NULL || !(o->acc & RT_WR)) {
        errno = EBADF;
        return -1;
    }
    if (o->kind == RT_K_OUT)
        return (long)fwrite(buf, 1, count, stdout);
    if (o->kind == RT_K_ERR)
        return (long)fwrite(buf, 1, count, stderr);
    /* dropped */
    if (o->append)
        o->pos = rt_end(o);
    o->pos += (long)count;
    if (o->pos > o->wend)
        o->wend = o->pos;
    return (long)count;
}

PS_WEAK long lseek(int fd, long offset, int whence) { return rt_lseek(fd, offset, whence); }

/* Offsets beyond the range of long (i386: 2 GiB) are not modelled. */
PS_WEAK long long lseek64(int fd, long long offset, int whence)
{
    if (offset < PS_LONG_MIN || offset > PS_LONG_MAX) {
        errno = EINVAL;
        return -1;
    }
    return rt_lseek(fd, (long)offset, whence);
}

PS_WEAK int dup(int oldfd)
{
    int fd;
    if (rt_ofd_of(oldfd) == NULL) {
        errno = EBADF;
        return -1;
    }
    fd = rt_free_fd();
    if (fd < 0) {
        errno = EMFILE;
        return -1;
    }
    return rt_dup_to(oldfd, fd);
}

PS_WEAK int dup2(int oldfd, int newfd)
{
    if (rt_ofd_of(oldfd) == NULL || newfd < 0 || newfd >= RT_NFD) {
        errno = EBADF;
        return -1;
    }
    if (newfd == oldfd)
        return newfd;
    if (rt_fds[newfd] != 0)
        rt_close(newfd);
    return rt_dup_to(oldfd, newfd);
}

PS_WEAK int fstat(int fd, void *statbuf) { return rt_fstat(fd, statbuf, 0); }
PS_WEAK int stat(const char *pathname, void *statbuf) { return rt_stat(pathname, statbuf, 0); }
PS_WEAK int lstat(const char *pathname, void *statbuf) { return rt_stat(pathname, statbuf, 0); }
PS_WEAK int fstat64(int fd, void *statbuf) { return rt_fstat(fd, statbuf, 1); }
PS_WEAK int stat64(const char *pathname, void *statbuf) { return rt_stat(pathname, statbuf, 1); }
PS_WEAK int lstat64(const char *pathname, void *statbuf) { return rt_stat(pathname, statbuf, 1); }

/* No descriptor is a terminal (not even 0..2): programs take the
 * non-interactive path, whose behaviour the input determines. */
PS_WEAK int isatty(int fd)
{
    errno = rt_ofd_of(fd) != NULL ? ENOTTY : EBADF;
    return 0;
}

/* ------------------------------------------------------------------------ */
/* streams                                                                  */
/* ------------------------------------------------------------------------ */

#define RT_MAGIC 0x31465350u /* "PSF1": a live pool entry */
#define RT_NSTREAM 16
#define RT_NPB 4

#define RT_EOF 1  /* glibc's _IO_EOF_SEEN */
#define RT_ERR 2  /* _IO_ERR_SEEN */
#define RT_USED 4 /* read or sought: glibc has allocated the buffer */

struct ps_file {
    unsigned int magic; /* RT_MAGIC while a pool entry is open (offset 0) */
    int mode;           /* RT_RD | RT_WR (offset 4) */
    int fd;             /* -1: closed */
    int flags;          /* RT_EOF | RT_ERR | RT_USED */
    int npb;            /* pushed-back bytes, pb[npb - 1] is read next */
    unsigned char pb[RT_NPB];
};

static struct ps_file rt_pool[RT_NSTREAM];
static int rt_nopen; /* pool entries in use */

/* Shadows of the interpreter's stdin, stdout and stderr. */
static struct ps_file rt_std[3] = {
    {0, RT_RD, 0, 0, 0, {0, 0, 0, 0}},
    {0, RT_WR, 1, 0, 0, {0, 0, 0, 0}},
    {0, RT_WR, 2, 0, 0, {0, 0, 0, 0}},
};

/*
 * The stream state behind a FILE pointer, or NULL for a closed pool entry.
 * A NULL pointer is dereferenced, as glibc does, so the interpreter reports
 * it.  The program may have assigned one of its own streams to stdin: the
 * pool is searched before the pointer is taken for a standard stream.
 */
static struct ps_file *rt_stream(FILE *fp)
{
    int i;
    if (fp == stdin || fp == stdout || fp == stderr) {
        if (rt_nopen > 0)
            for (i = 0; i < RT_NSTREAM; i++)
                if (fp == &rt_pool[i] && rt_pool[i].magic == RT_MAGIC)
                    return fp;
        if (fp == stdin)
            return &rt_std[0];
        return fp == stdout ? &rt_std[1] : &rt_std[2];
    }
    if (fp->magic != RT_MAGIC)
        return NULL;
    return fp;
}

static int rt_is_std(const struct ps_file *s)
{
    return s == &rt_std[0] || s == &rt_std[1] || s == &rt_std[2];
}

/*
 * glibc's underflow: the description to read the next byte from, or NULL
 * (end of file: EOF flag, which is sticky; a stream or descriptor not open
 * for reading: error flag and EBADF).
 */
static struct rt_ofd *rt_underflow(struct ps_file *s)
{
    struct rt_ofd *o;
    if (s->flags & RT_EOF)
        return NULL;
    s->flags |= RT_USED;
    o = rt_ofd_of(s->fd);
    if (!(s->mode & RT_RD) || o == NULL || !(o->acc & RT_RD)) {
        s->flags |= RT_ERR;
        errno = EBADF;
        return NULL;
    }
    rt_ready(o);
    if (o->pos >= o->size) {
        s->flags |= RT_EOF;
        return NULL;
    }
    return o;
}

static int rt_sgetc(struct ps_file *s)
{
    struct rt_ofd *o;
    if (s->npb > 0) {
        s->npb--;
        return s->pb[s->npb];
    }
    o = rt_underflow(s);
    if (o == NULL)
        return EOF;
    return o->data[o->pos++];
}

static int rt_sungetc(struct ps_file *s, int c)
{
    if (c == EOF || s->npb == RT_NPB)
        return EOF;
    s->pb[s->npb] = (unsigned char)c;
    s->npb++;
    s->flags &= ~RT_EOF;
    return (unsigned char)c;
}

/* fopen's mode: r, w or a, then up to six more characters of which + and x
 * count (glibc ignores the others: b, e, m, c, ...). */
static int rt_fopen_mode(const char *mode, int *oflags, int *smode)
{
    int i;
    if (mode[0] == 'r') {
        *oflags = O_RDONLY;
        *smode = RT_RD;
    } else if (mode[0] == 'w') {
        *oflags = O_WRONLY | O_CREAT | O_TRUNC;
        *smode = RT_WR;
    } else if (mode[0] == 'a') {
        *oflags = O_WRONLY | O_CREAT | O_APPEND;
        *smode = RT_WR;
    } else {
        errno = EINVAL;
        return -1;
    }
    for (i = 1; i < 7 && mode[i] != '\0'; i++) {
        if (mode[i] == '+') {
            *oflags = (*oflags & ~O_ACCMODE) | O_RDWR;
            *smode = RT_RD | RT_WR;
        } else if (mode[i] == 'x') {
            *oflags |= O_EXCL;
        }
    }
    return 0;
}

static struct ps_file *rt_pool_free(void)
{
    int i;
    for (i = 0; i < RT_NSTREAM; i++)
        if (rt_pool[i].magic != RT_MAGIC)
            return &rt_pool[i];
    errno = EMFILE;
    return NULL;
}

static FILE *rt_pool_take(struct ps_file *s, int fd, int smode)
{
    s->magic = RT_MAGIC;
    s->mode = smode;
    s->fd = fd;
    s->flags = 0;
    s->npb = 0;
    rt_nopen++;
    return s;
}

/* glibc starts a write-only append stream ("a") at the end of the file. */
static void rt_append_start(int fd, int oflags, int smode)
{
    struct rt_ofd *o = rt_ofd_of(fd);
    if ((oflags & O_APPEND) && smode == RT_WR)
        o->pos = rt_end(o);
}

static FILE *rt_fopen(const char *pathname, const char *mode)
{
    int oflags, smode, fd;
    struct ps_file *s;
    if (rt_fopen_mode(mode, &oflags, &smode) < 0)
        return NULL;
    s = rt_pool_free();
    if (s == NULL)
        return NULL;
    fd = rt_open(pathname, oflags);
    if (fd < 0)
        return NULL;
    rt_append_start(fd, oflags, smode);
    return rt_pool_take(s, fd, smode);
}

PS_WEAK FILE *fopen(const char *pathname, const char *mode) { return rt_fopen(pathname, mode); }
PS_WEAK FILE *fopen64(const char *pathname, const char *mode) { return rt_fopen(pathname, mode); }

PS_WEAK FILE *fdopen(int fd, const char *mode)
{
    struct rt_ofd *o;
    struct ps_file *s;
    int smode, i, oflags = 0;
    if (mode[0] == 'r')
        smode = RT_RD;
    else if (mode[0] == 'w' || mode[0] == 'a')
        smode = RT_WR;
    else {
        errno = EINVAL;
        return NULL;
    }
    if (mode[0] == 'a')
        oflags = O_APPEND;
    for (i = 1; i < 5 && mode[i] != '\0'; i++) {
        if (mode[i] == '+') {
            smode = RT_RD | RT_WR;
            break;
        }
    }
    o = rt_ofd_of(fd);
    if (o == NULL) {
        errno = EBADF;
        return NULL;
    }
    if ((o->acc == RT_RD && (smode & RT_WR)) || (o->acc == RT_WR && (smode & RT_RD))) {
        errno = EINVAL;
        return NULL;
    }
    s = rt_pool_free();
    if (s == NULL)
        return NULL;
    if (oflags) {
        /* glibc sets O_APPEND on the descriptor */
        rt_append_start(fd, oflags, smode);
        o->append = 1;
    }
    return rt_pool_take(s, fd, smode);
}

/*
 * Like glibc: the new file gets the stream's old descriptor number (the
 * standard streams keep 0, 1 and 2); if it cannot be opened, the old
 * descriptor is closed and NULL returned.  A NULL pathname keeps the file
 * and changes the mode only.  Output to a reopened stdout or stderr still
 * goes where the interpreter sends it.
 */
static FILE *rt_freopen(const char *pathname, const char *mode, FILE *fp)
{
    struct ps_file *s = rt_stream(fp);
    int oflags, smode, fd, nfd;
    if (s == NULL) {
        errno = EBADF;
        return NULL;
    }
    fd = s->fd;
    s->npb = 0;
    s->flags = 0;
    if (rt_fopen_mode(mode, &oflags, &smode) < 0)
        nfd = -1;
    else if (pathname == NULL) {
        s->mode = smode;
        return fp;
    } else {
        nfd = rt_open(pathname, oflags);
        if (nfd >= 0)
            rt_append_start(nfd, oflags, smode);
    }
    if (nfd < 0) {
        if (fd >= 0)
            rt_close(fd);
        s->fd = -1;
        return NULL;
    }
    if (fd >= 0 && nfd != fd) {
        if (rt_fds[fd] != 0)
            rt_close(fd);
        rt_dup_to(nfd, fd);
        rt_close(nfd);
        nfd = fd;
    }
    s->fd = nfd;
    s->mode = smode;
    return fp;
}

PS_WEAK FILE *freopen(const char *pathname, const char *mode, FILE *stream)
{
    return rt_freopen(pathname, mode, stream);
}

PS_WEAK FILE *freopen64(const char *pathname, const char *mode, FILE *stream)
{
    return rt_freopen(pathname, mode, stream);
}

PS_WEAK int fclose(FILE *stream)
{
    struct ps_file *s = rt_stream(stream);
    int r = 0;
    if (s == NULL) {
        errno = EBADF;
        return EOF;
    }
    if (rt_close(s->fd) < 0)
        r = EOF;
    s->fd = -1;
    s->npb = 0;
    s->flags = 0;
    if (!rt_is_std(s)) {
        s->magic = 0;
        s->mode = 0;
        rt_nopen--;
    }
    return r;
}

static int rt_fileno(FILE *stream)
{
    struct ps_file *s = rt_stream(stream);
    if (s == NULL || s->fd < 0) {
        errno = EBADF;
        return -1;
    }
    return s->fd;
}

PS_WEAK int fileno(FILE *stream) { return rt_fileno(stream); }
PS_WEAK int fileno_unlocked(FILE *stream) { return rt_fileno(stream); }

static int rt_fgetc(FILE *stream)
{
    struct ps_file *s = rt_stream(stream);
    if (s == NULL) {
        errno = EBADF;
        return EOF;
    }
    return rt_sgetc(s);
}

PS_WEAK int fgetc(FILE *stream) { return rt_fgetc(stream); }
PS_WEAK int getc(FILE *stream) { return rt_fgetc(stream); }
PS_WEAK int _IO_getc(FILE *stream) { return rt_fgetc(stream); }
PS_WEAK int fgetc_unlocked(FILE *stream) { return rt_fgetc(stream); }
PS_WEAK int getc_unlocked(FILE *stream) { return rt_fgetc(stream); }
PS_WEAK int getchar(void) { return rt_fgetc(stdin); }
PS_WEAK int getchar_unlocked(void) { return rt_fgetc(stdin); }

/* glibc keeps any number of pushed-back bytes; RT_NPB here (C guarantees
 * one).  ungetc does not check that the stream is readable. */
PS_WEAK int ungetc(int c, FILE *stream)
{
    struct ps_file *s = rt_stream(stream);
    if (c == EOF || s == NULL)
        return EOF;
    return rt_sungetc(s, c);
}

static size_t rt_fread(void *ptr, size_t size, size_t nmemb, FILE *stream)
{
    struct ps_file *s = rt_stream(stream);
    unsigned char *p = (unsigned char *)ptr;
    size_t want = size * nmemb;
    size_t k = 0;
    int c;
    if (want == 0)
        return 0;
    if (s == NULL) {
        errno = EBADF;
        return 0;
    }
    while (k < want) {
        c = rt_sgetc(s);
        if (c == EOF)
            break;
        p[k] = (unsigned char)c;
        k++;
    }
    return k == want ? nmemb : k / size;
}

PS_WEAK size_t fread(void *ptr, size_t size, size_t nmemb, FILE *stream)
{
    return rt_fread(ptr, size, nmemb, stream);
}

PS_WEAK size_t fread_unlocked(void *ptr, size_t size, size_t nmemb, FILE *stream)
{
    return rt_fread(ptr, size, nmemb, stream);
}

/* glibc's fgets: NULL if nothing was read or a new error occurred (buf is
 * then not terminated); an earlier error flag is kept but does not count. */
static char *rt_fgets(char *buf, int n, FILE *stream)
{
    struct ps_file *s = rt_stream(stream);
    int count = 0, old_error, c;
    char *result;
    if (n <= 0)
        return NULL;
    if (n == 1) {
        buf[0] = '\0';
        return buf;
    }
    if (s == NULL) {
        errno = EBADF;
        return NULL;
    }
    old_error = s->flags & RT_ERR;
    s->flags &= ~RT_ERR;
    while (count < n - 1) {
        c = rt_sgetc(s);
        if (c == EOF)
            break;
        buf[count++] = (char)c;
        if (c == '\n')
            break;
    }
    if (count == 0 || (s->flags & RT_ERR))
        result = NULL;
    else {
        buf[count] = '\0';
        result = buf;
    }
    s->flags |= old_error;
    return result;
}

PS_WEAK char *fgets(char *s, int size, FILE *stream) { return rt_fgets(s, size, stream); }
PS_WEAK char *fgets_unlocked(char *s, int size, FILE *stream) { return rt_fgets(s, size, stream); }

/* glibc reads regular files in blocks of st_blksize bytes. */
#define RT_BLOCK 4096

/*
 * glibc's getdelim.  It copies the stream's buffer chunk by chunk and grows
 * the line buffer (120 bytes at first) to max(needed, 2 * *n) when a chunk
 * does not fit.  The chunks are modelled too -- the pushed-back bytes, then
 * the file's bytes up to the delimiter or the end of a 4096-byte block -- so
 * that *n matches glibc when reading a file sequentially.  At end of file
 * with nothing read it returns -1 and leaves *lineptr unterminated.
 */
static long rt_getdelim(char **lineptr, size_t *n, int delim, FILE *stream)
{
    struct ps_file *s;
    struct rt_ofd *o;
    size_t cur = 0, len, needed, i;
    int found;
    char *p;
    if (lineptr == NULL || n == NULL) {
        errno = EINVAL;
        return -1;
    }
    s = rt_stream(stream);
    if (s == NULL) {
        errno = EBADF;
        return -1;
    }
    if (s->flags & RT_ERR)
        return -1;
    if (*lineptr == NULL || *n == 0) {
        *n = 120;
        *lineptr = (char *)malloc(120);
        if (*lineptr == NULL) {
            errno = ENOMEM;
            return -1;
        }
    }
    for (;;) {
        len = 0;
        found = 0;
        o = NULL;
        if (s->npb > 0) {
            while (len < (size_t)s->npb) {
                len++;
                if (s->pb[s->npb - len] == (unsigned char)delim) {
                    found = 1;
                    break;
                }
            }
        } else {
            o = rt_underflow(s);
            if (o == NULL) {
                if (cur == 0)
                    return -1;
                break;
            }
            do {
                len++;
                if (o->data[o->pos + (long)len - 1] == (unsigned char)delim) {
                    found = 1;
                    break;
                }
            } while (o->pos + (long)len < o->size && (o->pos + (long)len) % RT_BLOCK != 0);
        }
        needed = cur + len + 1;
        if (needed > *n) {
            if (needed < 2 * *n)
                needed = 2 * *n;
            p = (char *)realloc(*lineptr, needed);
            if (p == NULL) {
                errno = ENOMEM;
                return -1;
            }
            *lineptr = p;
            *n = needed;
        }
        for (i = 0; i < len; i++) {
            if (o != NULL) {
                (*lineptr)[cur + i] = (char)o->data[o->pos];
                o->pos++;
            } else {
                s->npb--;
                (*lineptr)[cur + i] = (char)s->pb[s->npb];
            }
        }
        cur += len;
        if (found)
            break;
    }
    (*lineptr)[cur] = '\0';
    return (long)cur;
}

PS_WEAK long getdelim(char **lineptr, size_t *n, int delim, FILE *stream)
{
    return rt_getdelim(lineptr, n, delim, stream);
}

PS_WEAK long __getdelim(char **lineptr, size_t *n, int delim, FILE *stream)
{
    return rt_getdelim(lineptr, n, delim, stream);
}

PS_WEAK long getline(char **lineptr, size_t *n, FILE *stream)
{
    return rt_getdelim(lineptr, n, '\n', stream);
}

static int rt_flag(FILE *stream, int flag)
{
    struct ps_file *s = rt_stream(stream);
    return s != NULL && (s->flags & flag) != 0;
}

static void rt_clearerr(FILE *stream)
{
    struct ps_file *s = rt_stream(stream);
    if (s != NULL)
        s->flags &= ~(RT_EOF | RT_ERR);
}

PS_WEAK int feof(FILE *stream) { return rt_flag(stream, RT_EOF); }
PS_WEAK int ferror(FILE *stream) { return rt_flag(stream, RT_ERR); }
PS_WEAK int feof_unlocked(FILE *stream) { return rt_flag(stream, RT_EOF); }
PS_WEAK int ferror_unlocked(FILE *stream) { return rt_flag(stream, RT_ERR); }
PS_WEAK void clearerr(FILE *stream) { rt_clearerr(stream); }
PS_WEAK void clearerr_unlocked(FILE *stream) { rt_clearerr(stream); }

/*
 * glibc's fseek: SEEK_CUR counts from the position before the pushed-back
 * bytes; a valid whence drops them even if the seek then fails (EINVAL for a
 * negative position); success clears the EOF flag.  stdout and stderr are
 * not seekable (ESPIPE).
 */
static int rt_fseek(FILE *stream, long offset, int whence)
{
    struct ps_file *s = rt_stream(stream);
    if (s == NULL) {
        errno = EBADF;
        return -1;
    }
    if (whence != SEEK_SET && whence != SEEK_CUR && whence != SEEK_END) {
        errno = EINVAL;
        return -1;
    }
    s->flags |= RT_USED;
    if (whence == SEEK_CUR) {
        if (offset < PS_LONG_MIN + s->npb) {
            errno = EINVAL;
            return -1;
        }
        offset -= s->npb;
    }
    s->npb = 0;
    if (rt_lseek(s->fd, offset, whence) < 0)
        return -1;
    s->flags &= ~RT_EOF;
    return 0;
}

/*
 * glibc's ftell: the position minus the pushed-back bytes (EINVAL if that
 * is negative) -- but before the first read or seek glibc has no buffer and
 * reports the descriptor's position, pushed-back bytes or not.
 */
static long rt_ftell(FILE *stream)
{
    struct ps_file *s = rt_stream(stream);
    struct rt_ofd *o = s != NULL ? rt_ofd_of(s->fd) : NULL;
    if (o == NULL) {
        errno = EBADF;
        return -1;
    }
    if (o->kind != RT_K_FILE) {
        errno = ESPIPE;
        return -1;
    }
    if (!(s->flags & RT_USED))
        return o->pos;
    if (o->pos < s->npb) {
        errno = EINVAL;
        return -1;
    }
    return o->pos - s->npb;
}

PS_WEAK int fseek(FILE *stream, long offset, int whence) { return rt_fseek(stream, offset, whence); }
PS_WEAK int fseeko(FILE *stream, long offset, int whence) { return rt_fseek(stream, offset, whence); }

PS_WEAK int fseeko64(FILE *stream, long long offset, int whence)
{
    if (offset < PS_LONG_MIN || offset > PS_LONG_MAX) {
        errno = EINVAL;
        return -1;
    }
    return rt_fseek(stream, (long)offset, whence);
}

PS_WEAK long ftell(FILE *stream) { return rt_ftell(stream); }
PS_WEAK long ftello(FILE *stream) { return rt_ftell(stream); }
PS_WEAK long long ftello64(FILE *stream) { return rt_ftell(stream); }

PS_WEAK void rewind(FILE *stream)
{
    rt_fseek(stream, 0, SEEK_SET);
    rt_clearerr(stream);
}

/* fpos_t starts with the offset: a long (fpos_t) or an 8-byte off64_t
 * (fpos64_t); the conversion state after it is left alone. */
static int rt_fgetpos(FILE *stream, void *pos, int n)
{
    long p = rt_ftell(stream);
    if (p < 0)
        return -1;
    rt_put((unsigned char *)pos, 0, (unsigned long long)p, n);
    return 0;
}

static int rt_fsetpos(FILE *stream, const void *pos, int n)
{
    long long p = rt_get((const unsigned char *)pos, n);
    if (p < PS_LONG_MIN || p > PS_LONG_MAX) {
        errno = EINVAL;
        return -1;
    }
    return rt_fseek(stream, (long)p, SEEK_SET);
}

PS_WEAK int fgetpos(FILE *stream, void *pos) { return rt_fgetpos(stream, pos, (int)sizeof(long)); }
PS_WEAK int fsetpos(FILE *stream, const void *pos) { return rt_fsetpos(stream, pos, (int)sizeof(long)); }
PS_WEAK int fgetpos64(FILE *stream, void *pos) { return rt_fgetpos(stream, pos, 8); }
PS_WEAK int fsetpos64(FILE *stream, const void *pos) { return rt_fsetpos(stream, pos, 8); }

/* Streams are unbuffered here: only glibc's answers are modelled (an
 * unknown mode is refused with EOF, without errno). */
PS_WEAK int setvbuf(FILE *stream, char *buf, int mode, size_t size)
{
    (void)stream;
    (void)buf;
    (void)size;
    return mode >= 0 && mode <= 2 ? 0 : EOF;
}

PS_WEAK void setbuf(FILE *stream, char *buf)
{
    (void)stream;
    (void)buf;
}

PS_WEAK void setbuffer(FILE *stream, char *buf, size_t size)
{
    (void)stream;
    (void)buf;
    (void)size;
}

PS_WEAK void setlinebuf(FILE *stream) { (void)stream; }

/* ------------------------------------------------------------------------ */
/* scanf                                                                    */
/* ------------------------------------------------------------------------ */

/*
 * One engine, rt_vscan, over a stream or a string: a transcription of
 * glibc 2.36's __vfscanf_internal (stdio-common/vfscanf-internal.c) for the
 * C locale, with the same variable names where it helps (c, done, read_in,
 * width, flags, inchar, conv_error, input_error).  Details that matter:
 *   - the return value counts assignments; EOF if the input ends (or a
 *     stream cannot be read) before the first one;
 *   - a character that ends a field is pushed back; characters consumed by a
 *     failed match are not ("-x" for %d loses the '-', "nax" for %f the
 *     "nax"); once the input has ended, later reads in the same call do not
 *     try again, and they restore the errno of that first failed read
 *     (white space skipping reads with errno 0, so sscanf("", "%d") leaves
 *     errno 0);
 *   - integers convert like strtol/strtoul (or strtoll/strtoull for ll/L/q/j
 *     where long is 32 bits), clamping with ERANGE, and are then truncated
 *     to the argument's size: "%d" of 4294967296 stores 0 on x86-64 but
 *     2147483647 on i386; "0x" is part of %x and %i, and "(nil)" reads as 0
 *     for %p;
 *   - floats are collected like glibc (which may take a trailing 'e' or
 *     sign: "1e" converts as 1 and consumes the 'e') and converted with the
 *     runtime's strtod/strtof core (strto.h).  %Lf converts to double and
 *     widens it exactly to the x87 format, so it differs from glibc's
 *     strtold for inputs a double does not represent;
 *   - %m (and, for the names without __isoc99_, %a before s, S or [)
 *     allocates the string; %lc, %ls, %l[ store wchar_t (4 bytes), and in
 *     the C locale a byte >= 0x80 is EILSEQ (%lc and %ls stop there; %l[
 *     leaves that element unwritten, like glibc); a byte >= 0x80 in the
 *     format sets errno to EILSEQ (glibc's mbrlen);
 *   - %N$ positional arguments; the ' and I flags are accepted and change
 *     nothing (the C locale has no grouping and no other digits).
 */

#define SC_LONG 0x0001
#define SC_LONGDBL 0x0002
#define SC_SHORT 0x0004
#define SC_SUPPRESS 0x0008
#define SC_SIGNED 0x0040
#define SC_GNU_MALLOC 0x0100
#define SC_CHAR 0x0200
#define SC_HEXA 0x0800
#define SC_READ_POINTER 0x1000
#define SC_POSIX_MALLOC 0x2000
#define SC_MALLOC (SC_GNU_MALLOC | SC_POSIX_MALLOC)

/* glibc's need_long / need_longlong */
#define RT_NEED_LONG (__LONG_MAX__ != __INT_MAX__)
#define RT_NEED_LONGLONG (__LONG_MAX__ != __LONG_LONG_MAX__)

#define RT_NFREE 32

struct rt_scan {
    struct ps_file *f;        /* the stream, or NULL: */
    const unsigned char *str; /* the string */
    int c;                    /* the last character read, or EOF */
    int inchar_errno;         /* errno when the input ended */
    size_t read_in;           /* characters consumed (%n) */
    int from_pb;              /* c came from the stream's pushed-back bytes */
    char **strptr;            /* %m buffer being filled */
    char **tofree[RT_NFREE];  /* %m buffers, freed if the call fails */
    int nfree;
    __builtin_va_list ap;    /* the next argument */
    __builtin_va_list start; /* the first one (%N$) */
};

/*
 * Tests of input characters (c is a byte or EOF), written without && and
 * ||: on symbolic input each test is then one branch, where a disjunction
 * would split the path into two that go on alike.
 */
static int rt_space(int c) { return (c == ' ') | ((unsigned int)(c - '\t') < 5u); }

static int rt_sign(int c) { return (c == '-') | (c == '+'); }

static int rt_digit(int c) { return (unsigned int)(c - '0') < 10u; }

/* glibc's TOLOWER ((unsigned char) c) == lc, for a lower-case letter lc. */
static int rt_ci(int c, int lc) { return (c | 0x20) == lc; }

/* The value of c as a digit in base 8, 10 or 16, or -1. */
static int rt_digval(int c, int base)
{
    if (base != 16)
        return (unsigned int)(c - '0') < (unsigned int)base ? c - '0' : -1;
    if ((unsigned int)(c - '0') < 10u)
        return c - '0';
    if ((unsigned int)((c | 0x20) - 'a') < 6u)
        return (c | 0x20) - 'a' + 10;
    return -1;
}

static int rt_inchar(struct rt_scan *sc)
{
    if (sc->c == EOF) {
        errno = sc->inchar_errno;
        return EOF;
    }
    if (sc->f != NULL) {
        sc->from_pb = sc->f->npb > 0;
        sc->c = rt_sgetc(sc->f);
    } else if (*sc->str == '\0')
        sc->c = EOF;
    else
        sc->c = *sc->str++;
    if (sc->c != EOF)
        sc->read_in++;
    else
        sc->inchar_errno = errno;
    return sc->c;
}

/* glibc's ungetc macro: nothing for EOF.  c is always the character just
 * read: one read from the file goes back there (glibc steps back in its
 * buffer), one that had been pushed back is pushed back again. */
static void rt_uninchar(struct rt_scan *sc, int c)
{
    struct rt_ofd *o;
    if (c == EOF)
        return;
    sc->read_in--;
    if (sc->f == NULL) {
        sc->str--;
        return;
    }
    o = sc->from_pb ? NULL : rt_ofd_of(sc->f->fd);
    if (o != NULL)
        o->pos--;
    else
        rt_sungetc(sc->f, c);
}

/* glibc's read_int (printf-parse.h): -1 on overflow. */
static int rt_read_int(const unsigned char **pstr)
{
    int retval = **pstr - '0';
    int digit;
    while (rt_isdig(*++(*pstr))) {
        if (retval >= 0) {
            if (PS_INT_MAX / 10 < retval) {
                retval = -1;
            } else {
                digit = **pstr - '0';
                retval *= 10;
                if (PS_INT_MAX - digit < retval)
                    retval = -1;
                else
                    retval += digit;
            }
        }
    }
    return retval;
}

/* The next pointer argument, or the argpos-th one for %N$. */
static void *rt_arg(struct rt_scan *sc, unsigned int argpos)
{
    __builtin_va_list a;
    void *p;
    if (argpos == 0)
        return __builtin_va_arg(sc->ap, void *);
    __builtin_va_copy(a, sc->start);
    while (--argpos > 0)
        (void)__builtin_va_arg(a, void *);
    p = __builtin_va_arg(a, void *);
    __builtin_va_end(a);
    return p;
}

/* The integer argument the size flags select (also for %n). */
static void rt_store_int(void *p, int flags, unsigned long long v)
{
    if (RT_NEED_LONGLONG && (flags & SC_LONGDBL))
        *(long long *)p = (long long)v;
    else if (RT_NEED_LONG && (flags & SC_LONG))
        *(long *)p = (long)v;
    else if (flags & SC_SHORT)
        *(short *)p = (short)v;
    else if (!(flags & SC_CHAR))
        *(int *)p = (int)v;
    else
        *(signed char *)p = (signed char)v;
}

union rt_sdbl {
    double d;
    unsigned long long u;
};

union rt_sflt {
    float f;
    unsigned int u;
};

/* The double with bits d as an x87 80-bit long double (exact). */
static void rt_store_ldbl(unsigned char *p, unsigned long long d)
{
    unsigned long long frac = d & 0x000fffffffffffffULL;
    unsigned long long mant;
    int e = (int)((d >> 52) & 0x7ff);
    int ex;
    if (e == 0x7ff) {
        ex = 0x7fff;
        mant = 0x8000000000000000ULL | (frac << 11);
    } else if (e != 0) {
        ex = e - 1023 + 16383;
        mant = 0x8000000000000000ULL | (frac << 11);
    } else if (frac == 0) {
        ex = 0;
        mant = 0;
    } else {
        /* subnormal double: normal as a long double */
        ex = 16383 - 1022;
        while ((frac >> 52) == 0) {
            frac <<= 1;
            ex--;
        }
        mant = frac << 11;
    }
    rt_put(p, 0, mant, 8);
    rt_put(p, 8, (unsigned long long)ex | ((d >> 63) << 15), 2);
}

static void rt_store_fp(void *p, int flags, unsigned long long bits)
{
    union rt_sdbl d;
    union rt_sflt f;
    if (flags & SC_LONGDBL) {
        rt_store_ldbl((unsigned char *)p, bits);
    } else if (flags & SC_LONG) {
        d.u = bits;
        *(double *)p = d.d;
    } else {
        f.u = (unsigned int)bits;
        *(float *)p = f.f;
    }
}

/* The characters of a float field (glibc's char_buffer): 64 bytes inline,
 * then the heap. */
struct rt_cbuf {
    char *p;
    size_t len;
    size_t cap;
    int err;
    char small[64];
};

static void rt_cb_add(struct rt_cbuf *b, int ch)
{
    char *n;
    if (b->err)
        return;
    if (b->len == b->cap) {
        n = (char *)malloc(b->cap * 2);
        if (n == NULL) {
            b->err = 1;
            return;
        }
        memcpy(n, b->p, b->len);
        if (b->p != b->small)
            free(b->p);
        b->p = n;
        b->cap *= 2;
    }
    b->p[b->len++] = (char)ch;
}

/* Matches the rest of "nan", "inf", "inity" (lower case w): each character
 * must be within the width and equal ignoring case. */
static int rt_fword(struct rt_scan *sc, struct rt_cbuf *b, int *width, const char *w)
{
    for (; *w != '\0'; w++) {
        if (*width == 0 || rt_inchar(sc) == EOF || !rt_ci(sc->c, *w))
            return -1;
        if (*width > 0)
            --*width;
        rt_cb_add(b, sc->c);
    }
    return 0;
}

/* Where %c, %s, %[ store: the argument, or a %m buffer. */
struct rt_sout {
    unsigned char *base;
    char **strptr; /* %m: the argument, else NULL */
    size_t size;   /* %m: capacity in elements */
    size_t len;    /* elements stored */
    int wide;      /* wchar_t elements */
};

/* glibc's STRING_ARG.  0: go on; 1: matching failure (NULL destination);
 * 2: %m could not allocate (the call returns EOF). */
static int rt_string_arg(struct rt_scan *sc, struct rt_sout *o, int flags, unsigned int argpos,
                         int wide, int size)
{
    char **pp;
    o->base = NULL;
    o->strptr = NULL;
    o->size = (size_t)size;
    o->len = 0;
    o->wide = wide;
    if (flags & SC_SUPPRESS)
        return 0;
    if (flags & SC_MALLOC) {
        pp = (char **)rt_arg(sc, argpos);
        if (pp == NULL)
            return 1;
        sc->strptr = pp;
        o->strptr = pp;
        *pp = (char *)malloc((size_t)size * (wide ? 4 : 1));
        o->base = (unsigned char *)*pp;
        if (*pp != NULL) {
            if (sc->nfree < RT_NFREE)
                sc->tofree[sc->nfree++] = pp;
        } else if (flags & SC_POSIX_MALLOC) {
            return 2;
        }
    } else {
        o->base = (unsigned char *)rt_arg(sc, argpos);
    }
    return o->base == NULL ? 1 : 0;
}

/* Appends element v (written only if `store`); a full %m buffer doubles.
 * -1 when realloc fails. */
static int rt_sput(struct rt_sout *o, int v, int store)
{
    char *p;
    if (o->strptr != NULL && o->len == o->size) {
        p = (char *)realloc(*o->strptr, 2 * o->size * (o->wide ? 4 : 1));
        if (p == NULL)
            return -1;
        *o->strptr = p;
        o->base = (unsigned char *)p;
        o->size *= 2;
    }
    if (store) {
        if (o->wide)
            ((int *)o->base)[o->len] = v;
        else
            o->base[o->len] = (unsigned char)v;
    }
    o->len++;
    return 0;
}

/* A %m buffer shrinks to what it holds. */
static void rt_sfinish(struct rt_sout *o)
{
    char *p;
    if (o->strptr != NULL && o->len != o->size) {
        p = (char *)realloc(*o->strptr, o->len * (o->wide ? 4 : 1));
        if (p != NULL)
            *o->strptr = p;
    }
}

/* mbrtowc of one byte in the C locale: 1, 0 for NUL, -1 (EILSEQ) for a
 * byte >= 0x80. */
static int rt_mbc(int c)
{
    if (c == 0)
        return 0;
    if (c >= 0x80) {
        errno = EILSEQ;
        return -1;
    }
    return 1;
}

static int rt_vscan(struct ps_file *f, const unsigned char *str, const char *format,
                    __builtin_va_list argp, int gnu_a)
{
    struct rt_scan sc;
    struct rt_cbuf cb;
    struct rt_sout o;
    const unsigned char *fm = (const unsigned char *)format;
    unsigned char set[256];
    int done = 0, skip_space = 0;
    int fc, flags, width, base, not_in, r, i, save_errno;
    int neg, ndig, nbuf, ovf, got_digit, got_dot, got_e, got_sign, exp_char, after_e;
    unsigned int argpos, cutlim;
    unsigned long long acc, umax, cutoff, pw, mask, v, bits;
    size_t now;
    char *end;

    if (f != NULL && !(f->mode & RT_RD)) {
        errno = EBADF;
        return EOF;
    }
    if (format == NULL) {
        errno = EINVAL;
        return EOF;
    }
    sc.f = f;
    sc.str = str;
    sc.c = 0;
    sc.inchar_errno = 0;
    sc.read_in = 0;
    sc.from_pb = 0;
    sc.strptr = NULL;
    sc.nfree = 0;
    __builtin_va_copy(sc.ap, argp);
    __builtin_va_copy(sc.start, argp);
    cb.p = cb.small;
    cb.cap = sizeof cb.small;
    cb.len = 0;
    cb.err = 0;

    while (*fm != '\0') {
        argpos = 0;
        if (*fm >= 0x80)
            errno = EILSEQ; /* glibc's mbrlen fails; the byte is then matched as is */
        fc = *fm++;
        if (fc != '%') {
            if (rt_space(fc)) {
                skip_space = 1;
                continue;
            }
            if (rt_inchar(&sc) == EOF)
                goto input_error;
            if (skip_space) {
                while (rt_space(sc.c))
                    if (rt_inchar(&sc) == EOF)
                        goto input_error;
                skip_space = 0;
            }
            if (sc.c != fc) {
                rt_uninchar(&sc, sc.c);
                goto errout;
            }
            continue;
        }

        /* a conversion */
        flags = 0;
        width = 0;
        if (rt_isdig(*fm)) {
            argpos = (unsigned int)rt_read_int(&fm);
            if (*fm == '$') {
                ++fm;
            } else {
                width = (int)argpos;
                argpos = 0;
                goto got_width;
            }
        }
        while (*fm == '*' || *fm == '\'' || *fm == 'I') {
            if (*fm == '*')
                flags |= SC_SUPPRESS;
            ++fm;
        }
        if (rt_isdig(*fm))
            width = rt_read_int(&fm);
    got_width:
        if (width == 0)
            width = -1;
        switch (*fm++) {
        case 'h':
            if (*fm == 'h') {
                ++fm;
                flags |= SC_CHAR;
            } else {
                flags |= SC_SHORT;
            }
            break;
        case 'l':
            if (*fm == 'l') {
                ++fm;
                flags |= SC_LONGDBL | SC_LONG;
            } else {
                flags |= SC_LONG;
            }
            break;
        case 'q':
        case 'L':
            flags |= SC_LONGDBL | SC_LONG;
            break;
        case 'a':
            /* GNU's malloc flag, except for the __isoc99_ names */
            if (!gnu_a || (*fm != 's' && *fm != 'S' && *fm != '[')) {
                --fm;
                break;
            }
            flags |= SC_GNU_MALLOC;
            break;
        case 'm':
            flags |= SC_POSIX_MALLOC;
            if (*fm == 'l') {
                ++fm;
                flags |= SC_LONG;
            }
            break;
        case 'z': /* size_t */
        case 't': /* ptrdiff_t */
#if __SIZEOF_SIZE_T__ > __SIZEOF_INT__
            flags |= SC_LONG;
#endif
            break;
        case 'j': /* intmax_t: long long */
#if __LONG_MAX__ != __LONG_LONG_MAX__
            flags |= SC_LONGDBL;
#else
            flags |= SC_LONG;
#endif
            break;
        default:
            --fm;
            break;
        }
        if (*fm == '\0')
            goto errout;
        fc = *fm++;

        if (skip_space || (fc != '[' && fc != 'c' && fc != 'C' && fc != 'n')) {
            /* white space before the field */
            save_errno = errno;
            errno = 0;
            do {
                if (sc.c != EOF)
                    rt_inchar(&sc);
            } while (rt_space(sc.c));
            errno = save_errno;
            rt_uninchar(&sc, sc.c);
            skip_space = 0;
        }

        switch (fc) {
        case '%':
            if (rt_inchar(&sc) == EOF)
                goto input_error;
            if (sc.c != fc) {
                rt_uninchar(&sc, sc.c);
                goto errout;
            }
            break;

        case 'n':
            if (!(flags & SC_SUPPRESS))
                rt_store_int(rt_arg(&sc, argpos), flags, sc.read_in);
            break;

        case 'c':
            if (!(flags & SC_LONG)) {
                if (width == -1)
                    width = 1;
                r = rt_string_arg(&sc, &o, flags, argpos, 0, width > 1024 ? 1024 : width);
                if (r == 1)
                    goto errout;
                if (r == 2)
                    goto nomem;
                if (rt_inchar(&sc) == EOF)
                    goto input_error;
                do {
                    if (!(flags & SC_SUPPRESS) && rt_sput(&o, sc.c, 1) < 0)
                        goto nomem;
                } while (--width > 0 && rt_inchar(&sc) != EOF);
                if (!(flags & SC_SUPPRESS)) {
                    rt_sfinish(&o);
                    sc.strptr = NULL;
                    ++done;
                }
                break;
            }
            /* fall through */
        case 'C':
            if (width == -1)
                width = 1;
            r = rt_string_arg(&sc, &o, flags, argpos, 1, width > 1024 ? 1024 : width);
            if (r == 1)
                goto errout;
            if (r == 2)
                goto nomem;
            if (rt_inchar(&sc) == EOF)
                goto input_error;
            do {
                i = rt_mbc(sc.c);
                if (i == 0 && !(flags & SC_SUPPRESS))
                    rt_sput(&o, 0, 1); /* mbrtowc stores L'\0', then fails */
                if (i != 1)
                    goto encode_error;
                if (!(flags & SC_SUPPRESS) && rt_sput(&o, sc.c, 1) < 0)
                    goto nomem;
            } while (--width > 0 && rt_inchar(&sc) != EOF);
            if (!(flags & SC_SUPPRESS)) {
                rt_sfinish(&o);
                sc.strptr = NULL;
                ++done;
            }
            break;

        case 's':
            if (!(flags & SC_LONG)) {
                r = rt_string_arg(&sc, &o, flags, argpos, 0, 100);
                if (r == 1)
                    goto errout;
                if (r == 2)
                    goto nomem;
                if (rt_inchar(&sc) == EOF)
                    goto input_error;
                do {
                    if (rt_space(sc.c)) {
                        rt_uninchar(&sc, sc.c);
                        break;
                    }
                    if (!(flags & SC_SUPPRESS) && rt_sput(&o, sc.c, 1) < 0)
                        goto nomem;
                } while ((width <= 0 || --width > 0) && rt_inchar(&sc) != EOF);
                if (!(flags & SC_SUPPRESS)) {
                    if (rt_sput(&o, 0, 1) < 0)
                        goto nomem;
                    rt_sfinish(&o);
                    sc.strptr = NULL;
                    ++done;
                }
                break;
            }
            /* fall through */
        case 'S':
            r = rt_string_arg(&sc, &o, flags, argpos, 1, 100);
            if (r == 1)
                goto errout;
            if (r == 2)
                goto nomem;
            if (rt_inchar(&sc) == EOF)
                goto input_error;
            do {
                if (rt_space(sc.c)) {
                    rt_uninchar(&sc, sc.c);
                    break;
                }
                i = rt_mbc(sc.c);
                if (i == 0 && !(flags & SC_SUPPRESS))
                    rt_sput(&o, 0, 1);
                if (i != 1)
                    goto encode_error;
                if (!(flags & SC_SUPPRESS) && rt_sput(&o, sc.c, 1) < 0)
                    goto nomem;
            } while ((width <= 0 || --width > 0) && rt_inchar(&sc) != EOF);
            if (!(flags & SC_SUPPRESS)) {
                if (rt_sput(&o, 0, 1) < 0)
                    goto nomem;
                rt_sfinish(&o);
                sc.strptr = NULL;
                ++done;
            }
            break;

        case '[':
            r = rt_string_arg(&sc, &o, flags, argpos, (flags & SC_LONG) != 0, 100);
            if (r == 1)
                goto errout;
            if (r == 2)
                goto nomem;
            if (*fm == '^') {
                ++fm;
                not_in = 1;
            } else {
                not_in = 0;
            }
            for (i = 0; i < 256; i++)
                set[i] = 0;
            fc = *fm;
            if (fc == ']' || fc == '-') {
                /* first in the set: a member, not the end or a range */
                set[fc] = 1;
                ++fm;
            }
            while ((fc = *fm++) != '\0' && fc != ']') {
                if (fc == '-' && *fm != '\0' && *fm != ']' && fm[-2] <= *fm) {
                    /* a range: from the byte before '-' up to the next one
                     * (which the next round adds) */
                    for (fc = fm[-2]; fc < *fm; ++fc)
                        set[fc] = 1;
                } else {
                    set[fc] = 1;
                }
            }
            if (fc == '\0')
                goto errout;
            now = sc.read_in;
            if (rt_inchar(&sc) == EOF)
                goto input_error;
            if (flags & SC_LONG) {
                do {
                    if (set[sc.c] == not_in) {
                        rt_uninchar(&sc, sc.c);
                        break;
                    }
                    if (!(flags & SC_SUPPRESS) &&
                        rt_sput(&o, sc.c, rt_mbc(sc.c) >= 0) < 0)
                        goto nomem;
                    if (width >= 0 && --width <= 0)
                        break;
                } while (rt_inchar(&sc) != EOF);
            } else {
                do {
                    if (set[sc.c] == not_in) {
                        rt_uninchar(&sc, sc.c);
                        break;
                    }
                    if (!(flags & SC_SUPPRESS) && rt_sput(&o, sc.c, 1) < 0)
                        goto nomem;
                } while ((width < 0 || --width > 0) && rt_inchar(&sc) != EOF);
            }
            if (now == sc.read_in)
                goto errout;
            if (!(flags & SC_SUPPRESS)) {
                if (rt_sput(&o, 0, 1) < 0)
                    goto nomem;
                rt_sfinish(&o);
                sc.strptr = NULL;
                ++done;
            }
            break;

        case 'x':
        case 'X':
            base = 16;
            goto number;
        case 'o':
            base = 8;
            goto number;
        case 'u':
            base = 10;
            goto number;
        case 'd':
            base = 10;
            flags |= SC_SIGNED;
            goto number;
        case 'i':
            base = 0;
            flags |= SC_SIGNED;
            goto number;
        case 'p':
            base = 16;
            flags &= ~(SC_SHORT | SC_LONGDBL);
            if (RT_NEED_LONG)
                flags |= SC_LONG;
            flags |= SC_READ_POINTER;
            goto number;
        number:
            /* glibc collects [sign][0[x]]digits and calls strtol; this
             * converts on the fly (nbuf: characters collected, ndig: digits,
             * the "0" of a prefix included). */
            neg = 0;
            ndig = 0;
            nbuf = 0;
            ovf = 0;
            acc = 0;
            if (rt_inchar(&sc) == EOF)
                goto input_error;
            if (rt_sign(sc.c)) {
                neg = sc.c == '-';
                nbuf++;
                if (width > 0)
                    --width;
                rt_inchar(&sc);
            }
            if (width != 0 && sc.c == '0') {
                if (width > 0)
                    --width;
                nbuf++;
                ndig++;
                rt_inchar(&sc);
                if (width != 0 && rt_ci(sc.c, 'x')) {
                    if (base == 0)
                        base = 16;
                    if (base == 16) {
                        if (width > 0)
                            --width;
                        rt_inchar(&sc);
                    }
                } else if (base == 0) {
                    base = 8;
                }
            }
            if (base == 0)
                base = 10;
            umax = (RT_NEED_LONGLONG && (flags & SC_LONGDBL)) ? PS_ULLONG_MAX : PS_ULONG_MAX;
            cutoff = umax / (unsigned int)base;
            cutlim = (unsigned int)(umax % (unsigned int)base);
            /* pw = base^(digits so far) > acc while pw <= cutoff: until then
             * nothing can overflow, and the value is not compared at all */
            pw = 1;
            while (sc.c != EOF && width != 0) {
                i = rt_digval(sc.c, base);
                if (i < 0)
                    break;
                if (pw <= cutoff) {
                    acc = acc * (unsigned int)base + (unsigned int)i;
                    pw *= (unsigned int)base;
                } else if (acc > cutoff || (acc == cutoff && (unsigned int)i > cutlim)) {
                    ovf = 1;
                } else {
                    acc = acc * (unsigned int)base + (unsigned int)i;
                }
                nbuf++;
                ndig++;
                if (width > 0)
                    --width;
                rt_inchar(&sc);
            }
            if (ndig == 0) {
                /* no number; a pointer may be "(nil)" */
                if (!(nbuf == 0 && (flags & SC_READ_POINTER) && (width < 0 || width >= 5) &&
                      sc.c == '(' && rt_ci(rt_inchar(&sc), 'n') && rt_ci(rt_inchar(&sc), 'i') &&
                      rt_ci(rt_inchar(&sc), 'l') && rt_inchar(&sc) == ')')) {
                    rt_uninchar(&sc, sc.c);
                    goto errout;
                }
            } else {
                rt_uninchar(&sc, sc.c);
            }
            /* strtol / strtoul: clamp with ERANGE.  The sign is applied
             * without branching on it: (acc ^ mask) - mask is -acc or acc. */
            mask = 0ULL - (unsigned long long)neg;
            if (flags & SC_SIGNED) {
                /* (acc < pw <= cutoff <= LONG_MAX while pw <= cutoff) */
                if (!ovf && pw > cutoff && acc > (umax >> 1) + (unsigned long long)neg)
                    ovf = 1;
                if (ovf) {
                    errno = ERANGE;
                    v = (umax >> 1) + (unsigned long long)neg; /* LONG_MAX or LONG_MIN */
                } else {
                    v = (acc ^ mask) - mask;
                }
            } else if (ovf) {
                errno = ERANGE;
                v = umax;
            } else {
                v = (acc ^ mask) - mask;
            }
            if (!(flags & SC_SUPPRESS)) {
                rt_store_int(rt_arg(&sc, argpos), flags, v);
                ++done;
            }
            break;

        case 'e':
        case 'E':
        case 'f':
        case 'F':
        case 'g':
        case 'G':
        case 'a':
        case 'A':
            cb.len = 0;
            got_digit = got_dot = got_e = got_sign = 0;
            rt_inchar(&sc);
            if (width > 0)
                --width;
            if (sc.c == EOF)
                goto input_error;
            if (rt_sign(sc.c)) {
                got_sign = 1;
                rt_cb_add(&cb, sc.c);
                if (width == 0 || rt_inchar(&sc) == EOF)
                    goto errout;
                if (width > 0)
                    --width;
            }
            if (rt_ci(sc.c, 'n')) {
                rt_cb_add(&cb, sc.c);
                if (rt_fword(&sc, &cb, &width, "an") < 0)
                    goto errout;
                goto scan_float;
            }
            if (rt_ci(sc.c, 'i')) {
                rt_cb_add(&cb, sc.c);
                if (rt_fword(&sc, &cb, &width, "nf") < 0)
                    goto errout;
                if (width != 0 && rt_inchar(&sc) != EOF) {
                    if (rt_ci(sc.c, 'i')) {
                        if (width > 0)
                            --width;
                        rt_cb_add(&cb, sc.c);
                        if (rt_fword(&sc, &cb, &width, "nity") < 0)
                            goto errout;
                    } else {
                        rt_uninchar(&sc, sc.c);
                    }
                }
                goto scan_float;
            }
            exp_char = 'e';
            if (width != 0 && sc.c == '0') {
                rt_cb_add(&cb, sc.c);
                rt_inchar(&sc);
                if (width > 0)
                    --width;
                if (width != 0 && rt_ci(sc.c, 'x')) {
                    rt_cb_add(&cb, sc.c);
                    flags |= SC_HEXA;
                    exp_char = 'p';
                    rt_inchar(&sc);
                    if (width > 0)
                        --width;
                } else {
                    got_digit = 1;
                }
            }
            after_e = 0; /* the last character collected is exp_char */
            for (;;) {
                if (rt_digit(sc.c)) {
                    rt_cb_add(&cb, sc.c);
                    got_digit = 1;
                    after_e = 0;
                } else if (!got_e && (flags & SC_HEXA) && (unsigned int)((sc.c | 0x20) - 'a') < 6u) {
                    rt_cb_add(&cb, sc.c);
                    got_digit = 1;
                } else if (after_e && rt_sign(sc.c)) {
                    rt_cb_add(&cb, sc.c);
                    after_e = 0;
                } else if (got_digit && !got_e && rt_ci(sc.c, exp_char)) {
                    rt_cb_add(&cb, exp_char);
                    got_e = got_dot = 1;
                    after_e = 1;
                } else if (!got_dot && sc.c == '.') {
                    rt_cb_add(&cb, sc.c);
                    got_dot = 1;
                } else {
                    rt_uninchar(&sc, sc.c);
                    break;
                }
                if (width == 0 || rt_inchar(&sc) == EOF)
                    break;
                if (width > 0)
                    --width;
            }
            if (cb.err)
                goto nomem;
            /* nothing, or only "0x" */
            if (cb.len == (size_t)got_sign ||
                ((flags & SC_HEXA) && cb.len == 2 + (size_t)got_sign))
                goto errout;
        scan_float:
            rt_cb_add(&cb, '\0');
            if (cb.err)
                goto nomem;
            if (flags & (SC_LONG | SC_LONGDBL))
                bits = rt_strtofp(cb.p, &end, &rt_fmt_double);
            else
                bits = rt_strtofp(cb.p, &end, &rt_fmt_float);
            if (!(flags & SC_SUPPRESS) && end != cb.p)
                rt_store_fp(rt_arg(&sc, argpos), flags, bits);
            if (end == cb.p)
                goto errout;
            if (!(flags & SC_SUPPRESS))
                ++done;
            break;

        default:
            goto errout;
        }
    }

    /* white space at the end of the format */
    if (skip_space) {
        do
            rt_inchar(&sc);
        while (rt_space(sc.c));
        rt_uninchar(&sc, sc.c);
    }
    goto errout;

input_error:
    if (done == 0)
        done = EOF;
    goto errout;
encode_error:
    errno = EILSEQ;
    goto errout;
nomem:
    errno = ENOMEM;
    done = EOF;
errout:
    if (cb.p != cb.small)
        free(cb.p);
    __builtin_va_end(sc.ap);
    __builtin_va_end(sc.start);
    if (done == EOF) {
        for (i = 0; i < sc.nfree; i++) {
            free(*sc.tofree[i]);
            *sc.tofree[i] = NULL;
        }
    } else if (sc.strptr != NULL) {
        free(*sc.strptr);
        *sc.strptr = NULL;
    }
    return done;
}

static int rt_vfscanf(FILE *stream, const char *format, __builtin_va_list ap, int gnu_a)
{
    struct ps_file *s = rt_stream(stream);
    if (s == NULL) {
        errno = EBADF;
        return EOF;
    }
    return rt_vscan(s, NULL, format, ap, gnu_a);
}

/* The names without __isoc99_ (what old or -std=c89 -D_GNU_SOURCE programs
 * call) read %as as GNU's malloc flag; the __isoc99_ ones, which glibc's
 * headers select otherwise, read it as %a and s. */

PS_WEAK int vfscanf(FILE *stream, const char *format, __builtin_va_list ap)
{
    return rt_vfscanf(stream, format, ap, 1);
}

PS_WEAK int vscanf(const char *format, __builtin_va_list ap)
{
    return rt_vfscanf(stdin, format, ap, 1);
}

PS_WEAK int vsscanf(const char *str, const char *format, __builtin_va_list ap)
{
    return rt_vscan(NULL, (const unsigned char *)str, format, ap, 1);
}

PS_WEAK int __isoc99_vfscanf(FILE *stream, const char *format, __builtin_va_list ap)
{
    return rt_vfscanf(stream, format, ap, 0);
}

PS_WEAK int __isoc99_vscanf(const char *format, __builtin_va_list ap)
{
    return rt_vfscanf(stdin, format, ap, 0);
}

PS_WEAK int __isoc99_vsscanf(const char *str, const char *format, __builtin_va_list ap)
{
    return rt_vscan(NULL, (const unsigned char *)str, format, ap, 0);
}

PS_WEAK int fscanf(FILE *stream, const char *format, ...)
{
    __builtin_va_list ap;
    int r;
    __builtin_va_start(ap, format);
    r = rt_vfscanf(stream, format, ap, 1);
    __builtin_va_end(ap);
    return r;
}

PS_WEAK int scanf(const char *format, ...)
{
    __builtin_va_list ap;
    int r;
    __builtin_va_start(ap, format);
    r = rt_vfscanf(stdin, format, ap, 1);
    __builtin_va_end(ap);
    return r;
}

PS_WEAK int sscanf(const char *str, const char *format, ...)
{
    __builtin_va_list ap;
    int r;
    __builtin_va_start(ap, format);
    r = rt_vscan(NULL, (const unsigned char *)str, format, ap, 1);
    __builtin_va_end(ap);
    return r;
}

PS_WEAK int __isoc99_fscanf(FILE *stream, const char *format, ...)
{
    __builtin_va_list ap;
    int r;
    __builtin_va_start(ap, format);
    r = rt_vfscanf(stream, format, ap, 0);
    __builtin_va_end(ap);
    return r;
}

PS_WEAK int __isoc99_scanf(const char *format, ...)
{
    __builtin_va_list ap;
    int r;
    __builtin_va_start(ap, format);
    r = rt_vfscanf(stdin, format, ap, 0);
    __builtin_va_end(ap);
    return r;
}

PS_WEAK int __isoc99_sscanf(const char *str, const char *format, ...)
{
    __builtin_va_list ap;
    int r;
    __builtin_va_start(ap, format);
    r = rt_vscan(NULL, (const unsigned char *)str, format, ap, 0);
    __builtin_va_end(ap);
    return r;
}

/* "S: MESSAGE\n" on stderr (only "MESSAGE\n" when S is NULL or empty), MESSAGE being
 * strerror of errno as it is on entry, as glibc writes it. */
PS_WEAK void perror(const char *s)
{
    const char *msg = strerror(errno);
    if (s != NULL && *s != '\0') {
        fwrite(s, 1, strlen(s), stderr);
        fwrite(": ", 1, 2, stderr);
    }
    fwrite(msg, 1, strlen(msg), stderr);
    fwrite("\n", 1, 1, stderr);
}
