/*
 * check_stdio.c - differential test of the runtime's input side of stdio and
 * POSIX file I/O (libc/stdio_in.c) against the host glibc.
 *
 * Like check_libc.c: the runtime is compiled with every public name renamed
 * to ps_<name>, and no system header is included (pathsift_rt.h declares
 * both sets).  env_shim.c implements the interpreter's environment builtins
 * over host files, so ps_fopen("x") and glibc's fopen("x") read the same
 * bytes.  The test writes its input files into the current directory first
 * (the shim keeps a file's bytes from its first open, as the interpreter
 * does, so no file is rewritten after either side opened it).
 *
 * Every operation is done on a glibc stream or descriptor and on a runtime
 * one, and the results are compared: return values, the bytes stored,
 * errno (both set to a sentinel before), feof/ferror.  Descriptor numbers
 * are not compared (the host process has its own), only their validity.
 */
#include "rename.h"
#include "pathsift_rt.h"
#include "unrename.h"
#undef PATHSIFT_RT_H
#include "pathsift_rt.h"

int printf(const char *fmt, ...);
int snprintf(char *str, size_t size, const char *fmt, ...);

extern const char *env_shim_stdin;
extern int env_shim_stdin_opens;

#ifndef CHECK_SCALE
#define CHECK_SCALE 1
#endif

/* ------------------------------------------------------------------------ */
/* reporting                                                                */
/* ------------------------------------------------------------------------ */

static long n_pass;
static long n_fail;
static const char *cur_group = "";
static const char *fail_groups[64];
static long fail_counts[64];

static long note_fail(void)
{
    int i;
    for (i = 0; i < 64 && fail_groups[i] != NULL; i++) {
        if (fail_groups[i] == cur_group)
            return ++fail_counts[i];
    }
    if (i < 64) {
        fail_groups[i] = cur_group;
        fail_counts[i] = 1;
    }
    return 1;
}

/* What is being compared, for failure messages. */
static char ctx[512];

#define EXPECT(cond, ...)                                                     \
    do {                                                                      \
        if (cond) {                                                           \
            n_pass++;                                                         \
        } else {                                                              \
            n_fail++;                                                         \
            if (note_fail() <= 12) {                                          \
                printf("FAIL [%s] line %d: %s: ", cur_group, __LINE__, ctx);  \
                printf(__VA_ARGS__);                                          \
                printf("\n");                                                 \
            }                                                                 \
        }                                                                     \
    } while (0)

static const char *esc_n(const char *s, size_t n)
{
    static char bufs[8][400];
    static int which;
    char *b = bufs[which++ & 7];
    size_t i;
    int k = 0;
    if (s == NULL)
        return "(null)";
    b[k++] = '"';
    for (i = 0; i < n && k < 380; i++) {
        unsigned char c = (unsigned char)s[i];
        if (c >= 0x20 && c < 0x7f && c != '"' && c != '\\')
            b[k++] = (char)c;
        else
            k += snprintf(b + k, 8, "\\x%02x", c);
    }
    b[k++] = '"';
    b[k] = '\0';
    return b;
}

static size_t my_len(const char *s)
{
    size_t n = 0;
    while (s[n] != '\0')
        n++;
    return n;
}

static const char *esc(const char *s) { return s == NULL ? "(null)" : esc_n(s, my_len(s)); }

static int ps_err(void) { return *ps___errno_location(); }
static void set_errs(int v)
{
    errno = v;
    *ps___errno_location() = v;
}

#define SENTINEL 777
#define EXPECT_ERRNO() EXPECT(errno == ps_err(), "errno %d vs %d", errno, ps_err())

static unsigned int xs_state = 2463534242u;
static unsigned int xs(void)
{
    unsigned int x = xs_state;
    x ^= x << 13;
    x ^= x >> 17;
    x ^= x << 5;
    xs_state = x;
    return x;
}

static int mem_eq(const void *a, const void *b, size_t n)
{
    const unsigned char *x = (const unsigned char *)a;
    const unsigned char *y = (const unsigned char *)b;
    size_t i;
    for (i = 0; i < n; i++)
        if (x[i] != y[i])
            return 0;
    return 1;
}

/* ------------------------------------------------------------------------ */
/* input files                                                              */
/* ------------------------------------------------------------------------ */

#define MAXFILE 32768
#define NRANDOM 40

struct tfile {
    char name[32];
    long size;
};

static struct tfile files[64];
static int nfiles;
static char filebuf[MAXFILE];

static void put_file(const char *name, const char *data, long n)
{
    FILE *f = fopen(name, "wb");
    if (f == NULL) {
        printf("cannot create %s\n", name);
        return;
    }
    fwrite(data, 1, (size_t)n, f);
    fclose(f);
}

/* A test input: written, and remembered for the stream fuzzer if `fuzz`. */
static void add_file(const char *name, const char *data, long n, int fuzz)
{
    int i;
    put_file(name, data, n);
    if (!fuzz)
        return;
    for (i = 0; name[i] != '\0' && i < 31; i++)
        files[nfiles].name[i] = name[i];
    files[nfiles].name[i] = '\0';
    files[nfiles].size = n;
    nfiles++;
}

static void add_text(const char *name, const char *text, int fuzz)
{
    add_file(name, text, (long)my_len(text), fuzz);
}

static const char stdin_text[] =
    "hello world 12 34.5\nsecond line here\n  -7 0x1A rest of\nthe input";

static const char charset[] =
    "0123456789    \t\n\n+-.xXeEpPabcfnitylLAFIN(),;:%]-\r";

static void make_files(void)
{
    int i, j, n, line;
    char name[32];

    add_text("empty.txt", "", 1);
    add_text("nonl.txt", "abc\ndef", 1);
    add_text("nl.txt", "\n", 1);
    add_text("lines.txt", "first line\n\nthird\r\n  indented\tx\nlast\n", 1);
    add_text("nums.txt",
             "  42 -17 +8 0x1F 077 1e5 -0.5 3.14abc nan inf -infinity 0x1p3\n"
             "999999999999999999999 -99999999999999999999 4294967296 -2147483649\n"
             "(nil) 0x 0xg 1e 1e+ .5 . - + -x 0X1P-2 INFINITE nAn 12,34 1.5e-3x\n"
             "0377 08 0x7fffffff 0xffffffffffffffff 18446744073709551616 -0\n",
             1);
    add_text("words.txt", "alpha beta\tgamma\n delta,epsilon;zeta]eta\n\n\nomega", 1);
    add_text("stdin.txt", stdin_text, 0);

    /* bytes 0..255, twice */
    for (i = 0; i < 512; i++)
        filebuf[i] = (char)i;
    add_file("bin.bin", filebuf, 512, 1);

    /* long lines, some across glibc's 4096-byte blocks */
    n = 0;
    for (line = 0; line < 9; line++) {
        static const int lens[] = {1, 100, 4000, 5000, 0, 200, 4095, 4096, 30};
        for (j = 0; j < lens[line]; j++)
            filebuf[n++] = (char)('a' + (j + line) % 26);
        if (line != 8)
            filebuf[n++] = '\n';
    }
    add_file("long.txt", filebuf, n, 1);

    for (i = 0; i < NRANDOM; i++) {
        int len = (int)(xs() % (i < 30 ? 80 : 600));
        for (j = 0; j < len; j++)
            filebuf[j] = charset[xs() % (sizeof(charset) - 1)];
        snprintf(name, sizeof name, "r%d.txt", i);
        add_file(name, filebuf, len, 1);
    }

    /* files that the fopen/open mode tests may write (each used once) */
    for (i = 0; i < 40; i++) {
        snprintf(name, sizeof name, "m%d.txt", i);
        add_text(name, "hello\nworld\n", 0);
    }
}

/* ------------------------------------------------------------------------ */
/* comparing streams                                                        */
/* ------------------------------------------------------------------------ */

static void cmp_flags(FILE *g, FILE *p)
{
    EXPECT(!feof(g) == !ps_feof(p), "feof %d vs %d", feof(g), ps_feof(p));
    EXPECT(!ferror(g) == !ps_ferror(p), "ferror %d vs %d", ferror(g), ps_ferror(p));
}

#define NARG 6
#define ABUF 600
static unsigned char ga[NARG][ABUF];
static unsigned char pa[NARG][ABUF];

static void clear_args(void)
{
    memset(ga, 0xaa, sizeof ga);
    memset(pa, 0xaa, sizeof pa);
}

static void cmp_args(void)
{
    int i;
    for (i = 0; i < NARG; i++)
        EXPECT(mem_eq(ga[i], pa[i], ABUF), "argument %d: %s vs %s", i,
               esc_n((const char *)ga[i], 24), esc_n((const char *)pa[i], 24));
}

static const char *stream_formats[] = {
    "%d", "%i", "%x", "%o", "%u", "%5d", "%lf", "%f", "%g", "%s", "%3s", "%c", "%4c",
    "%[a-z]", "%[^\n]", "%*d%n", " %c", "%d%d", "%s %s", "x", " ", "%%", "%lld %hhd",
    "%2i%n", "%e", "%a", "%p", "%[0-9.]%c", "%*[ \t]", "%1[\n]", "%lu", "%ld-%ld",
};
#define N_SFMT ((int)(sizeof(stream_formats) / sizeof(stream_formats[0])))

/* For files with long words: the strings fit in the arguments. */
static const char *bounded_formats[] = {
    "%d", "%i", "%x", "%lf", "%g", "%99s", "%3s", "%c", "%4c", "%99[a-z]", "%99[^\n]",
    "%*d%n", " %c", "%99s %99s", "x", "%%", "%lld %hhd", "%*s%n", "%*[a-z]%n", "%99[0-9.]%c",
};
#define N_BFMT ((int)(sizeof(bounded_formats) / sizeof(bounded_formats[0])))

static void cmp_fscanf(FILE *g, FILE *p, const char *fmt)
{
    int rg, rp;
    clear_args();
    set_errs(SENTINEL);
    rg = __isoc99_fscanf(g, fmt, ga[0], ga[1], ga[2], ga[3], ga[4], ga[5]);
    rp = ps___isoc99_fscanf(p, fmt, pa[0], pa[1], pa[2], pa[3], pa[4], pa[5]);
    EXPECT(rg == rp, "fscanf %s returns %d vs %d", esc(fmt), rg, rp);
    EXPECT_ERRNO();
    cmp_args();
}

static char gbuf[MAXFILE + 64];
static char pbuf[MAXFILE + 64];

/*
 * Random operations on one file opened on both sides.  getdelim's *n is
 * compared until the first fseek: glibc grows the line buffer chunk by
 * chunk of its own buffer, which the runtime follows for 4096-byte blocks
 * from the start of the file, while a seek can make glibc's buffer start
 * anywhere.  Pushed-back bytes:
 * glibc keeps any number, the runtime RT_NPB (4); `npb` bounds how many are
 * pending.  Seeks that could fail are not mixed with pushed-back bytes
 * (after a failed seek glibc still has the ones it kept in its buffer), and
 * a negative ftell (more bytes pushed back than read) is only compared as
 * negative: glibc's value and errno there depend on its buffer.
 */
static void fuzz_stream(const struct tfile *t, const char *mode, int steps)
{
    FILE *g = fopen(t->name, mode);
    FILE *p = ps_fopen(t->name, mode);
    char *gl = NULL, *pl = NULL;
    size_t gn = 0, pn = 0;
    unsigned char gpos[16], ppos[16];
    int have_pos = 0;
    int npb = 0, seeked = 0, step, op, c, rg, rp, n, k;
    long lg, lp, off;
    size_t sg, sp, sz, cnt;
    char *cg, *cp;

    snprintf(ctx, sizeof ctx, "%s mode %s: open", t->name, mode);
    EXPECT((g != NULL) == (p != NULL), "fopen %p vs %p", (void *)g, (void *)p);
    if (g == NULL || p == NULL)
        return;
    for (step = 0; step < steps; step++) {
        op = (int)(xs() % 16);
        set_errs(SENTINEL);
        snprintf(ctx, sizeof ctx, "%s mode %s step %d op %d", t->name, mode, step, op);
        switch (op) {
        case 0:
        case 1:
            rg = fgetc(g);
            rp = ps_fgetc(p);
            EXPECT(rg == rp, "fgetc %d vs %d", rg, rp);
            if (rg != EOF && npb > 0)
                npb--;
            break;
        case 2:
            if (npb >= 4)
                break;
            c = xs() % 8 == 0 ? EOF : (unsigned char)charset[xs() % (sizeof(charset) - 1)];
            if (xs() % 16 == 0)
                c = 0x1e9; /* taken as (unsigned char) */
            rg = ungetc(c, g);
            rp = ps_ungetc(c, p);
            EXPECT(rg == rp, "ungetc(%d) %d vs %d", c, rg, rp);
            if (rg != EOF)
                npb++;
            break;
        case 3:
            n = (int)(xs() % 24) - 2;
            memset(gbuf, 'Z', 64);
            memset(pbuf, 'Z', 64);
            cg = fgets(gbuf, n, g);
            cp = ps_fgets(pbuf, n, p);
            EXPECT((cg == NULL) == (cp == NULL), "fgets(%d) %p vs %p", n, (void *)cg, (void *)cp);
            EXPECT(mem_eq(gbuf, pbuf, 64), "fgets(%d) %s vs %s", n, esc_n(gbuf, 30), esc_n(pbuf, 30));
            break;
        case 4: {
            static const size_t sizes[] = {1, 2, 3, 7, 0};
            sz = sizes[xs() % 5];
            cnt = xs() % 20;
            memset(gbuf, 'Z', 200);
            memset(pbuf, 'Z', 200);
            sg = fread(gbuf, sz, cnt, g);
            sp = ps_fread(pbuf, sz, cnt, p);
            EXPECT(sg == sp, "fread(%u, %u) %u vs %u", (unsigned)sz, (unsigned)cnt, (unsigned)sg,
                   (unsigned)sp);
            EXPECT(mem_eq(gbuf, pbuf, 200), "fread bytes %s vs %s", esc_n(gbuf, 30), esc_n(pbuf, 30));
            break;
        }
        case 5: {
            static const int delims[] = {'\n', '\n', ' ', 'a', 0, 0x100 + '\n'};
            int d = delims[xs() % 6];
            if (xs() % 4 == 0) {
                free(gl);
                free(pl);
                gl = pl = NULL;
                gn = pn = xs() % 2 == 0 ? 0 : 5;
                if (gn != 0) {
                    gl = (char *)malloc(gn);
                    pl = (char *)malloc(pn);
                }
            }
            lg = d == '\n' ? getline(&gl, &gn, g) : getdelim(&gl, &gn, d, g);
            lp = d == '\n' ? ps_getline(&pl, &pn, p) : ps_getdelim(&pl, &pn, d, p);
            EXPECT(lg == lp, "getdelim(%d) %ld vs %ld", d, lg, lp);
            if (!seeked)
                EXPECT(gn == pn, "getdelim(%d) *n %u vs %u", d, (unsigned)gn, (unsigned)pn);
            if (lg >= 0 && lg == lp)
                EXPECT(mem_eq(gl, pl, (size_t)lg + 1), "getdelim %s vs %s", esc_n(gl, (size_t)lg),
                       esc_n(pl, (size_t)lp));
            break;
        }
        case 6: {
            int whence = (int)(xs() % 4);
            off = (long)(xs() % (unsigned long)(t->size + 11)) - 5;
            if (npb > 0) {
                whence = xs() % 2 == 0 ? SEEK_SET : SEEK_END;
                if (off < 0)
                    off = -off;
            }
            rg = fseek(g, off, whence);
            rp = ps_fseek(p, off, whence);
            seeked = 1;
            EXPECT(rg == rp, "fseek(%ld, %d) %d vs %d", off, whence, rg, rp);
            if (whence <= 2)
                npb = 0;
            break;
        }
        case 7:
            lg = ftell(g);
            lp = ps_ftell(p);
            if (lg >= 0) {
                EXPECT(lg == lp, "ftell %ld vs %ld", lg, lp);
            } else {
                EXPECT(lp < 0, "ftell %ld vs %ld", lg, lp);
                set_errs(SENTINEL);
            }
            break;
        case 8:
            rewind(g);
            ps_rewind(p);
            npb = 0;
            break;
        case 9:
            clearerr(g);
            ps_clearerr(p);
            break;
        case 10:
        case 11:
            if (t->size > 500)
                cmp_fscanf(g, p, bounded_formats[xs() % N_BFMT]);
            else
                cmp_fscanf(g, p, stream_formats[xs() % N_SFMT]);
            break;
        case 12:
            if (npb > 0) {
                /* glibc's position can be negative then (see ftell) */
                break;
            }
            if (have_pos && xs() % 2 == 0) {
                rg = fsetpos(g, (const void *)gpos);
                rp = ps_fsetpos(p, (const void *)ppos);
                seeked = 1;
                EXPECT(rg == rp, "fsetpos %d vs %d", rg, rp);
                npb = 0;
            } else {
                rg = fgetpos(g, (void *)gpos);
                rp = ps_fgetpos(p, (void *)ppos);
                if (rg == 0) {
                    EXPECT(rp == 0, "fgetpos %d vs %d", rg, rp);
                    EXPECT(mem_eq(gpos, ppos, sizeof(long)), "fgetpos position");
                    have_pos = rp == 0;
                } else {
                    EXPECT(rp != 0, "fgetpos %d vs %d", rg, rp);
                    set_errs(SENTINEL);
                }
            }
            break;
        case 13:
            memset(gbuf, 'Z', (size_t)t->size + 8);
            memset(pbuf, 'Z', (size_t)t->size + 8);
            sg = fread(gbuf, 1, (size_t)t->size + 4, g);
            sp = ps_fread(pbuf, 1, (size_t)t->size + 4, p);
            EXPECT(sg == sp, "fread all %u vs %u", (unsigned)sg, (unsigned)sp);
            EXPECT(mem_eq(gbuf, pbuf, (size_t)t->size + 8), "fread all bytes");
            break;
        case 14:
            for (k = 0; k < 5; k++) {
                rg = getc(g);
                rp = ps_getc(p);
                EXPECT(rg == rp, "getc %d vs %d", rg, rp);
                if (rg != EOF && npb > 0)
                    npb--;
            }
            break;
        default:
            rg = fileno(g) >= 0;
            rp = ps_fileno(p) >= 0;
            EXPECT(rg == rp, "fileno");
            break;
        }
        EXPECT_ERRNO();
        cmp_flags(g, p);
#ifdef TRACE_FUZZ
        printf("TRACE %s %s step %d op %d: ftell %ld %ld npb %d\n", t->name, mode, step, op,
               ftell(g), ps_ftell(p), npb);
#endif
    }
    snprintf(ctx, sizeof ctx, "%s mode %s: close", t->name, mode);
    rg = fclose(g);
    rp = ps_fclose(p);
    EXPECT(rg == rp, "fclose %d vs %d", rg, rp);
    free(gl);
    free(pl);
}

static void test_stream_fuzz(void)
{
    int i, round;
    static const char *modes[] = {"r", "rb", "r+", "a+"};
    cur_group = "stream fuzz";
    for (round = 0; round < 6 * CHECK_SCALE; round++)
        for (i = 0; i < nfiles; i++)
            fuzz_stream(&files[i], modes[(unsigned)(round + i) % 4], 60);
}

/* Reading whole files in the common ways. */
static void test_stream_reads(void)
{
    int i, rg, rp, k;
    FILE *g, *p;
    char *gl, *pl;
    size_t gn, pn;
    long lg, lp;
    cur_group = "stream reads";
    for (i = 0; i < nfiles; i++) {
        /* fgetc to the end and past it */
        snprintf(ctx, sizeof ctx, "%s fgetc", files[i].name);
        g = fopen(files[i].name, "r");
        p = ps_fopen(files[i].name, "r");
        do {
            rg = fgetc(g);
            rp = ps_fgetc(p);
            EXPECT(rg == rp, "fgetc %d vs %d", rg, rp);
        } while (rg != EOF && rg == rp);
        cmp_flags(g, p);
        EXPECT(fgetc(g) == ps_fgetc(p), "fgetc at EOF");
        EXPECT(ftell(g) == ps_ftell(p), "ftell at EOF %ld vs %ld", ftell(g), ps_ftell(p));
        fclose(g);
        ps_fclose(p);

        /* getline from a NULL buffer */
        snprintf(ctx, sizeof ctx, "%s getline", files[i].name);
        g = fopen(files[i].name, "r");
        p = ps_fopen(files[i].name, "r");
        gl = pl = NULL;
        gn = pn = 0;
        k = 0;
        do {
            set_errs(SENTINEL);
            lg = getline(&gl, &gn, g);
            lp = ps_getline(&pl, &pn, p);
            EXPECT(lg == lp, "line %d: %ld vs %ld", k, lg, lp);
            EXPECT(gn == pn, "line %d: *n %u vs %u", k, (unsigned)gn, (unsigned)pn);
            if (lg >= 0 && lg == lp)
                EXPECT(mem_eq(gl, pl, (size_t)lg + 1), "line %d", k);
            EXPECT_ERRNO();
            cmp_flags(g, p);
            k++;
        } while (lg >= 0 && lg == lp);
        free(gl);
        free(pl);
        fclose(g);
        ps_fclose(p);

        /* fgets with a small buffer */
        snprintf(ctx, sizeof ctx, "%s fgets", files[i].name);
        g = fopen(files[i].name, "r");
        p = ps_fopen(files[i].name, "r");
        for (;;) {
            char *cg = fgets(gbuf, 7, g);
            char *cp = ps_fgets(pbuf, 7, p);
            EXPECT((cg == NULL) == (cp == NULL), "fgets");
            if (cg == NULL || cp == NULL)
                break;
            EXPECT(mem_eq(gbuf, pbuf, my_len(gbuf) + 1), "fgets %s vs %s", esc(gbuf), esc(pbuf));
        }
        cmp_flags(g, p);
        fclose(g);
        ps_fclose(p);
    }
}

/* fscanf through files of numbers and words, skipping what does not match. */
static void test_fscanf_files(void)
{
    static const char *names[] = {"nums.txt", "words.txt", "lines.txt", "bin.bin"};
    static const char *fmts[] = {"%d", "%lf", "%s", "%i", "%x", "%f", "%c", "%[^\n]%*c",
                                 "%3lc", "%40ls", "%Lf"};
    int i, j, k, rg, rp;
    FILE *g, *p;
    cur_group = "fscanf files";
    for (i = 0; i < 4; i++) {
        for (j = 0; j < 11; j++) {
            g = fopen(names[i], "r");
            p = ps_fopen(names[i], "r");
            for (k = 0; k < 200; k++) {
                snprintf(ctx, sizeof ctx, "%s %s item %d", names[i], fmts[j], k);
                if (j == 10) {
                    /* %Lf widens a double: compare exactly representable values only */
                    clear_args();
                    set_errs(SENTINEL);
                    rg = __isoc99_fscanf(g, "%lf", ga[0]);
                    rp = ps___isoc99_fscanf(p, "%Lf", pa[0]);
                    EXPECT(rg == rp, "%%Lf returns %d vs %d", rg, rp);
                    if (rg == 1 && rp == 1) {
                        long double want = (long double)*(double *)ga[0];
                        EXPECT(mem_eq(&want, pa[0], 10), "%%Lf value");
                    }
                } else {
                    cmp_fscanf(g, p, fmts[j]);
                }
                cmp_flags(g, p);
                if (feof(g) || ps_feof(p))
                    break;
                /* skip one character after a mismatch */
                set_errs(SENTINEL);
                rg = fgetc(g);
                rp = ps_fgetc(p);
                EXPECT(rg == rp, "skip %d vs %d", rg, rp);
            }
            fclose(g);
            ps_fclose(p);
        }
    }
}

/* ------------------------------------------------------------------------ */
/* sscanf                                                                   */
/* ------------------------------------------------------------------------ */

static void cmp_sscanf(const char *in, const char *fmt, int isoc)
{
    int rg, rp;
    clear_args();
    set_errs(SENTINEL);
    if (isoc) {
        rg = __isoc99_sscanf(in, fmt, ga[0], ga[1], ga[2], ga[3], ga[4], ga[5]);
        rp = ps___isoc99_sscanf(in, fmt, pa[0], pa[1], pa[2], pa[3], pa[4], pa[5]);
    } else {
        rg = sscanf(in, fmt, ga[0], ga[1], ga[2], ga[3], ga[4], ga[5]);
        rp = ps_sscanf(in, fmt, pa[0], pa[1], pa[2], pa[3], pa[4], pa[5]);
    }
    snprintf(ctx, sizeof ctx, "%ssscanf(%s, %s)", isoc ? "__isoc99_" : "", esc(in), esc(fmt));
    EXPECT(rg == rp, "returns %d vs %d", rg, rp);
    EXPECT_ERRNO();
    cmp_args();
}

static const char *fixed_scans[][2] = {
    {"", "%d"}, {"   ", "%d"}, {"   ", " %d"}, {"", ""}, {"", " "}, {"x", ""}, {"", "x"},
    {"42", "%d"}, {"-42", "%d"}, {"+42", "%d"}, {"- 42", "%d"}, {"-", "%d"}, {"+", "%d"},
    {"-x", "%d%c"}, {"4294967296", "%d"}, {"-2147483649", "%d"}, {"2147483648", "%d"},
    {"99999999999999999999", "%d"}, {"99999999999999999999", "%ld"},
    {"99999999999999999999", "%lld"}, {"-99999999999999999999", "%lld"},
    {"18446744073709551615", "%llu"}, {"18446744073709551616", "%llu"}, {"-1", "%u"},
    {"-1", "%lu"}, {"-1", "%llu"}, {"4294967295", "%u"}, {"4294967296", "%u"},
    {"-4294967296", "%lu"}, {"300", "%hhd"}, {"-129", "%hhd"}, {"70000", "%hd"},
    {"70000", "%hu"}, {"123456789012", "%jd"}, {"123456789012", "%zd"},
    {"123456789012", "%td"}, {"123456789012", "%qd"}, {"123456789012", "%Ld"},
    {"0x1F", "%x"}, {"0X1f", "%X"}, {"0x", "%x%c"}, {"0xg", "%x%c"}, {"0x1F", "%i"},
    {"0x", "%i%c"}, {"017", "%i"}, {"018", "%i%c"}, {"08", "%o%c"}, {"0x12", "%o%c"},
    {"0x12", "%d%c"}, {"0x12", "%u%c"}, {"ff", "%x"}, {"FFFFFFFFFF", "%x"},
    {"ffffffffffffffffff", "%lx"}, {"12345", "%3d%d"}, {"-12345", "%3d%d"},
    {"0x123", "%3x%d"}, {"0x123", "%2x%c"}, {"0x123", "%1x%c"}, {"0x123", "%2i%c"},
    {"12", "%0d"}, {"12", "%*d%n"}, {"12 34", "%d%n%d%n"}, {"  12", "%n%d%n"},
    {"abc", "%n"}, {"abc", "%hhn%c%hn%c%ln%lln"}, {"abc", "%*c%n"},
    {"(nil)", "%p"}, {"(nil)x", "%p%c"}, {"(nix", "%p%c"}, {"(n", "%p%c"},
    {"(nil)", "%4p%c"}, {"(nil)", "%5p%c"}, {"-(nil)", "%p%c"}, {"0x7f", "%p"},
    {"deadbeef", "%p"}, {"12", "%hhp"}, {"abc", "%c"}, {"abc", "%2c%c"},
    {"ab", "%5c"}, {"", "%c"}, {" a", "%c"}, {" a", " %c"}, {"a b", "%c%c%c"},
    {"hello world", "%s%s"}, {"hello world", "%3s%s"}, {"hello", "%10s"}, {"", "%s"},
    {"  \t\n", "%s"}, {"a\tb\nc", "%s %s %s"}, {"abc123", "%[a-z]%d"},
    {"abc123", "%[^0-9]%s"}, {"]abc", "%[]a]%s"}, {"-abc", "%[-a]%s"}, {"a-c", "%[a-]%s"},
    {"zab", "%[z-a]%s"}, {"b-", "%[a-c-]%s"}, {"abc", "%[^]c]%s"}, {"abc", "%[abc"},
    {"abc", "%["}, {"abc", "%2[a-z]%s"}, {"123", "%[a-z]"}, {"", "%[a-z]"},
    {"hello", "%*[a-z]%n"}, {"a%b", "a%%b"}, {"a b", "a%%b"}, {"%", "%%"}, {" %", "%%"},
    {"", "%%"}, {"x", "%%"}, {"1.5", "%f"}, {"1.5", "%lf"}, {"-1.5e3", "%e"},
    {"1e", "%f%c"}, {"1e+", "%f%c"}, {"1e+5", "%f"}, {"1.5.5", "%f%f"}, {".5", "%f"},
    {".", "%f"}, {"-.", "%f"}, {"-", "%f"}, {"+x", "%f%c"}, {"0x", "%f%c"},
    {"0x1p3", "%f"}, {"0x1P-2", "%a"}, {"0x.8", "%f"}, {"0x1.8p", "%f%c"}, {"0xz", "%f%c"},
    {"nan", "%f"}, {"NaN", "%lf"}, {"-nan", "%f"}, {"nax", "%f%c"}, {"na", "%f"},
    {"inf", "%f"}, {"-INF", "%lf"}, {"infinity", "%f"}, {"infinit", "%f"},
    {"infinite", "%f%c"}, {"info", "%f%c"}, {"in", "%f"}, {"1e999", "%lf"},
    {"1e-999", "%lf"}, {"1e40", "%f"}, {"1e-50", "%f"}, {"123.456", "%3f%f"},
    {"123.456", "%5lf%lf"}, {"1e10", "%2f%f"}, {"-1e10", "%3g%g"}, {"0x1p3", "%3f%s"},
    {"0x1p3", "%2f%s"}, {"nan", "%2f%s"}, {"infinity", "%5f%s"}, {"infinity", "%3f%s"},
    {"5e-1", "%*f%n"}, {"12,5", "%f%c"}, {"1,2", "%d,%d"}, {"1 , 2", "%d , %d"},
    {"1 ,2", "%d,%d"}, {"abc", "abd"}, {"abc", "ab%c"}, {"  abc", " abc%n"},
    {"abc  ", "abc %n"}, {"abc", "abc %n"}, {"1 2 3", "%2$d %1$d"}, {"1 2 3", "%3$d%1$d%2$d"},
    {"7 8", "%1$d %1$d"}, {"12 34", "%5$d"}, {"x", "%y"}, {"x", "%"}, {"x", "%l"},
    {"12", "%'d"}, {"12", "%I d"}, {"12", "%*'d%n"}, {"abc", "%ls"}, {"abc def", "%3ls%ls"},
    {"abc", "%lc"}, {"abc", "%3lc"}, {"abc", "%C%S"}, {"ab\xe9z", "%ls"}, {"\xe9z", "%lc"},
    {"ab\xe9z", "%l[a-z\xe9]%s"}, {"ab\xe9z", "%l[^z]%s"}, {"ab", "%5lc"}, {"ab", "%*ls%n"},
    {"\xe9", "\xe9%n"}, {"x", "\xe9%n"}, {"\xe9 5", "\xe9 %d"}, {"5", "%d\xe9"},
    {"abc", "%hhc%hs"}, {"abc", "%Ls"}, {"12", "%Lc%c"}, {"1.5", "%as"}, {"1.5", "%aS"},
    {"1", "%ad"}, {"123", "%00d"}, {"123", "%99999999999d"}, {"123", "%2147483648d"},
    {"abc", "%999999999999c"}, {"1 2", "%d %*d %d"}, {"x1", "%*c%d"},
};
#define N_FIXED_SCANS ((int)(sizeof(fixed_scans) / sizeof(fixed_scans[0])))

static const char *convs[] = {
    "d", "i", "u", "o", "x", "X", "c", "s", "[a-z]", "[^ ]", "[]a-]", "[0-9.e+-]", "[^\n]",
    "n", "%", "p", "f", "e", "g", "a", "E", "lf", "le", "hhd", "hd", "ld", "lld", "jd", "zd",
    "td", "hhu", "hu", "lu", "llx", "qd", "lc", "ls", "l[a-z]", "hhn", "hhx", "llo", "Lx",
    "lli", "hi", "li", "S", "C", "F", "G", "A",
};
#define N_CONVS ((int)(sizeof(convs) / sizeof(convs[0])))

static const char scan_chars[] =
    "0123456789   \t\n+-+-..xXeEpPaAbBfFnNiItTyYlL(),;%]-zq";

static void test_sscanf(void)
{
    char fmt[128], in[48];
    int i, j, k, n, items, p;
    cur_group = "sscanf fixed";
    for (i = 0; i < N_FIXED_SCANS; i++) {
        const char *f = fixed_scans[i][1];
        cmp_sscanf(fixed_scans[i][0], f, 1);
        /* GNU's %as would store a pointer */
        if (!(f[0] == '%' && f[1] == 'a' && (f[2] == 's' || f[2] == 'S' || f[2] == '[')))
            cmp_sscanf(fixed_scans[i][0], f, 0);
    }
    cur_group = "sscanf fuzz";
    for (i = 0; i < 30000 * CHECK_SCALE; i++) {
        p = 0;
        items = 1 + (int)(xs() % 4);
        for (j = 0; j < items; j++) {
            if (xs() % 4 == 0)
                fmt[p++] = " ,;x-0a.\xe9"[xs() % 9];
            if (xs() % 3 == 0)
                fmt[p++] = ' ';
            fmt[p++] = '%';
            if (xs() % 5 == 0)
                fmt[p++] = '*';
            if (xs() % 3 == 0)
                p += snprintf(fmt + p, 8, "%u", 1 + xs() % 12);
            k = (int)(xs() % N_CONVS);
            n = (int)my_len(convs[k]);
            memcpy(fmt + p, convs[k], (size_t)n);
            p += n;
        }
        fmt[p] = '\0';
        n = (int)(xs() % 30);
        for (j = 0; j < n; j++)
            in[j] = scan_chars[xs() % (sizeof(scan_chars) - 1)];
        if (xs() % 20 == 0 && n > 0)
            in[xs() % (unsigned)n] = '\xe9';
        in[n] = '\0';
        cmp_sscanf(in, fmt, (int)(xs() % 4 != 0));
    }
}

/* %m and GNU's %a allocate: compare the strings. */
static void cmp_malloc_scan(const char *in, const char *fmt, int isoc, int wide, size_t len)
{
    char *g1 = (char *)1, *g2 = (char *)1, *p1 = (char *)1, *p2 = (char *)1;
    int rg, rp;
    set_errs(SENTINEL);
    if (isoc) {
        rg = __isoc99_sscanf(in, fmt, &g1, &g2);
        rp = ps___isoc99_sscanf(in, fmt, &p1, &p2);
    } else {
        rg = sscanf(in, fmt, &g1, &g2);
        rp = ps_sscanf(in, fmt, &p1, &p2);
    }
    snprintf(ctx, sizeof ctx, "sscanf(%s, %s)", esc(in), esc(fmt));
    EXPECT(rg == rp, "returns %d vs %d", rg, rp);
    EXPECT_ERRNO();
    EXPECT((g1 == NULL) == (p1 == NULL) && (g1 == (char *)1) == (p1 == (char *)1), "first pointer");
    EXPECT((g2 == NULL) == (p2 == NULL) && (g2 == (char *)1) == (p2 == (char *)1), "second pointer");
    if (g1 != NULL && g1 != (char *)1 && p1 != NULL && p1 != (char *)1) {
        if (len != 0)
            EXPECT(mem_eq(g1, p1, len), "first string %s vs %s", esc_n(g1, len), esc_n(p1, len));
        else if (wide)
            EXPECT(mem_eq(g1, p1, 4), "first string");
        else
            EXPECT(mem_eq(g1, p1, my_len(g1) + 1), "first string %s vs %s", esc(g1), esc(p1));
    }
    if (g1 != NULL && g1 != (char *)1)
        free(g1);
    if (p1 != NULL && p1 != (char *)1)
        free(p1);
    if (g2 != NULL && g2 != (char *)1)
        free(g2);
    if (p2 != NULL && p2 != (char *)1)
        free(p2);
}

/* vsscanf through a va_list. */
static int call_vsscanf(int ps, int isoc, const char *in, const char *fmt, ...)
{
    __builtin_va_list ap;
    int r;
    __builtin_va_start(ap, fmt);
    if (ps)
        r = isoc ? ps___isoc99_vsscanf(in, fmt, ap) : ps_vsscanf(in, fmt, ap);
    else
        r = isoc ? __isoc99_vsscanf(in, fmt, ap) : vsscanf(in, fmt, ap);
    __builtin_va_end(ap);
    return r;
}

static int call_vfscanf(int ps, int isoc, FILE *f, const char *fmt, ...)
{
    __builtin_va_list ap;
    int r;
    __builtin_va_start(ap, fmt);
    if (ps)
        r = isoc ? ps___isoc99_vfscanf(f, fmt, ap) : ps_vfscanf(f, fmt, ap);
    else
        r = isoc ? __isoc99_vfscanf(f, fmt, ap) : vfscanf(f, fmt, ap);
    __builtin_va_end(ap);
    return r;
}

static int call_vscanf(int ps, int isoc, const char *fmt, ...)
{
    __builtin_va_list ap;
    int r;
    __builtin_va_start(ap, fmt);
    if (ps)
        r = isoc ? ps___isoc99_vscanf(fmt, ap) : ps_vscanf(fmt, ap);
    else
        r = isoc ? __isoc99_vscanf(fmt, ap) : vscanf(fmt, ap);
    __builtin_va_end(ap);
    return r;
}

static void test_scanf_misc(void)
{
    int isoc, rg, rp;
    FILE *g, *p;
    cur_group = "scanf malloc";
    for (isoc = 0; isoc < 2; isoc++) {
        cmp_malloc_scan("hello world", "%ms %ms", isoc, 0, 0);
        cmp_malloc_scan("hello", "%ms %ms", isoc, 0, 0);
        cmp_malloc_scan("", "%ms", isoc, 0, 0);
        cmp_malloc_scan("   ", "%ms", isoc, 0, 0);
        cmp_malloc_scan("abc123", "%m[a-z]%m[0-9]", isoc, 0, 0);
        cmp_malloc_scan("123", "%m[a-z]", isoc, 0, 0);
        cmp_malloc_scan("abcdef", "%3mc%mc", isoc, 0, 3);
        cmp_malloc_scan("ab", "%5mc", isoc, 0, 2);
        cmp_malloc_scan("hello world", "%mls %mls", isoc, 1, 0);
        cmp_malloc_scan("hi \xe9x", "%mls %mls", isoc, 1, 0);
        if (!isoc) { /* for __isoc99_, %as is %a then 's' */
            cmp_malloc_scan("hello world", "%as %as", isoc, 0, 0);
            cmp_malloc_scan("1.5 world", "%as %as", isoc, 0, 0);
            cmp_malloc_scan("a]b", "%a[]a]%a[b]", isoc, 0, 0);
        }
    }
    {
        /* a long %ms, past the first 100 bytes */
        static char in[700];
        int i;
        for (i = 0; i < 650; i++)
            in[i] = (char)('a' + i % 26);
        in[650] = '\0';
        cmp_malloc_scan(in, "%ms", 1, 0, 0);
        cmp_malloc_scan(in, "%m[a-z]", 1, 0, 0);
        cmp_malloc_scan(in, "%600mc", 1, 0, 600);
        cmp_malloc_scan(in, "%2000mc", 1, 0, 650);
    }

    cur_group = "vscanf";
    for (isoc = 0; isoc < 2; isoc++) {
        clear_args();
        set_errs(SENTINEL);
        rg = call_vsscanf(0, isoc, "12 ab 3.5", "%d %s %lf%n", ga[0], ga[1], ga[2], ga[3]);
        rp = call_vsscanf(1, isoc, "12 ab 3.5", "%d %s %lf%n", pa[0], pa[1], pa[2], pa[3]);
        snprintf(ctx, sizeof ctx, "vsscanf isoc %d", isoc);
        EXPECT(rg == rp, "%d vs %d", rg, rp);
        EXPECT_ERRNO();
        cmp_args();
        rg = call_vsscanf(0, isoc, "7 8", "%2$d %1$d", ga[0], ga[1]);
        rp = call_vsscanf(1, isoc, "7 8", "%2$d %1$d", pa[0], pa[1]);
        EXPECT(rg == rp, "%d vs %d", rg, rp);
        cmp_args();

        g = fopen("nums.txt", "r");
        p = ps_fopen("nums.txt", "r");
        clear_args();
        set_errs(SENTINEL);
        rg = call_vfscanf(0, isoc, g, "%d%d%d%s", ga[0], ga[1], ga[2], ga[3]);
        rp = call_vfscanf(1, isoc, p, "%d%d%d%s", pa[0], pa[1], pa[2], pa[3]);
        snprintf(ctx, sizeof ctx, "vfscanf isoc %d", isoc);
        EXPECT(rg == rp, "%d vs %d", rg, rp);
        EXPECT_ERRNO();
        cmp_args();
        EXPECT(fgetc(g) == ps_fgetc(p), "next character");
        fclose(g);
        ps_fclose(p);
    }
    (void)call_vscanf; /* used in test_stdin */

    cur_group = "scanf errors";
    /* a stream not open for reading */
    g = fopen("m0.txt", "w");
    p = ps_fopen("m0.txt", "w");
    snprintf(ctx, sizeof ctx, "fscanf on a write-only stream");
    set_errs(SENTINEL);
    rg = __isoc99_fscanf(g, "%d", ga[0]);
    rp = ps___isoc99_fscanf(p, "%d", pa[0]);
    EXPECT(rg == rp, "%d vs %d", rg, rp);
    EXPECT_ERRNO();
    cmp_flags(g, p);
    fclose(g);
    ps_fclose(p);
    /* format NULL */
    snprintf(ctx, sizeof ctx, "sscanf with a NULL format");
    set_errs(SENTINEL);
    rg = __isoc99_sscanf("1", NULL);
    rp = ps___isoc99_sscanf("1", NULL);
    EXPECT(rg == rp, "%d vs %d", rg, rp);
    EXPECT_ERRNO();
    /* NULL destination: a matching failure before reading */
    snprintf(ctx, sizeof ctx, "sscanf into NULL");
    rg = __isoc99_sscanf("ab", "%s", (char *)NULL);
    rp = ps___isoc99_sscanf("ab", "%s", (char *)NULL);
    EXPECT(rg == rp, "%d vs %d", rg, rp);
}

/* ------------------------------------------------------------------------ */
/* fopen modes, fdopen, freopen, the pool                                   */
/* ------------------------------------------------------------------------ */

static int mfile; /* next m<N>.txt */

static const char *next_mfile(void)
{
    static char name[16];
    snprintf(name, sizeof name, "m%d.txt", ++mfile);
    return name;
}

static void cmp_open_stream(const char *gname, const char *pname, const char *mode)
{
    FILE *g, *p;
    int rg, rp, k;
    set_errs(SENTINEL);
    g = fopen(gname, mode);
    p = ps_fopen(pname, mode);
    snprintf(ctx, sizeof ctx, "fopen(%s, %s)", gname, esc(mode));
    EXPECT((g == NULL) == (p == NULL), "%p vs %p", (void *)g, (void *)p);
    EXPECT_ERRNO();
    if (g == NULL || p == NULL) {
        if (g != NULL)
            fclose(g);
        if (p != NULL)
            ps_fclose(p);
        return;
    }
    for (k = 0; k < 7; k++) {
        set_errs(SENTINEL);
        rg = fgetc(g);
        rp = ps_fgetc(p);
        EXPECT(rg == rp, "fgetc %d: %d vs %d", k, rg, rp);
        EXPECT_ERRNO();
        cmp_flags(g, p);
    }
    {
        /* the rest of the line; -1 at once after an error (write-only) */
        char *gl = NULL, *pl = NULL;
        size_t gn = 0, pn = 0;
        long lg, lp;
        set_errs(SENTINEL);
        lg = getline(&gl, &gn, g);
        lp = ps_getline(&pl, &pn, p);
        EXPECT(lg == lp && gn == pn, "getline %ld (n %u) vs %ld (n %u)", lg, (unsigned)gn, lp,
               (unsigned)pn);
        EXPECT(lg < 0 || lg != lp || mem_eq(gl, pl, (size_t)lg + 1), "getline");
        EXPECT_ERRNO();
        free(gl);
        free(pl);
    }
    EXPECT(ftell(g) == ps_ftell(p), "ftell %ld vs %ld", ftell(g), ps_ftell(p));
    set_errs(SENTINEL);
    rg = fclose(g);
    rp = ps_fclose(p);
    EXPECT(rg == rp, "fclose %d vs %d", rg, rp);
    EXPECT_ERRNO();
}

static void test_fopen(void)
{
    static const char *modes[] = {
        "r", "rb", "r+", "rb+", "r+b", "re", "rm", "w", "w+", "wb", "a", "a+", "ab+", "wx",
        "w+x", "ax", "q", "", "rz+", "rbbbbbb+", "R", "+r",
    };
    int i;
    FILE *g, *p, *f[20];
    int fdg, fdp, rg, rp;
    cur_group = "fopen";
    for (i = 0; i < (int)(sizeof modes / sizeof modes[0]); i++) {
        /* an existing file (its own copy, since w truncates) */
        const char *name = next_mfile();
        cmp_open_stream(name, name, modes[i]);
        /* a missing one (created by the write modes on the glibc side;
         * the runtime side uses another name, so that the shim never
         * reads what glibc wrote) */
        {
            char gname[32], pname[32];
            snprintf(gname, sizeof gname, "new_g%d.txt", i);
            snprintf(pname, sizeof pname, "new_p%d.txt", i);
            cmp_open_stream(gname, pname, modes[i]);
        }
    }

    cur_group = "stream pool";
    snprintf(ctx, sizeof ctx, "pool");
    for (i = 0; i < 16; i++) {
        f[i] = ps_fopen("nonl.txt", "r");
        EXPECT(f[i] != NULL, "fopen %d", i);
        EXPECT(*(unsigned int *)f[i] == 0x31465350u && ((int *)f[i])[1] == 1, "magic and mode");
    }
    set_errs(SENTINEL);
    f[16] = ps_fopen("nonl.txt", "r");
    EXPECT(f[16] == NULL && ps_err() == EMFILE, "17th fopen %p errno %d", (void *)f[16], ps_err());
    EXPECT(ps_fclose(f[3]) == 0, "fclose");
    EXPECT(*(unsigned int *)f[3] == 0, "magic cleared");
    set_errs(SENTINEL);
    EXPECT(ps_fgetc(f[3]) == EOF && ps_err() == EBADF, "fgetc after fclose");
    f[3] = ps_fopen("nl.txt", "w+");
    EXPECT(f[3] != NULL && ((int *)f[3])[1] == 3, "reopen w+ mode bits");
    for (i = 0; i < 16; i++)
        ps_fclose(f[i]);
    f[0] = ps_fopen("nonl.txt", "a");
    EXPECT(f[0] != NULL && ((int *)f[0])[1] == 2, "a mode bits");
    ps_fclose(f[0]);

    cur_group = "fdopen";
    fdg = open("lines.txt", O_RDONLY);
    fdp = ps_open("lines.txt", O_RDONLY);
    {
        static const char *fmodes[] = {"w", "a", "r+", "x", ""};
        for (i = 0; i < 5; i++) {
            set_errs(SENTINEL);
            g = fdopen(fdg, fmodes[i]);
            p = ps_fdopen(fdp, fmodes[i]);
            snprintf(ctx, sizeof ctx, "fdopen(read-only fd, %s)", esc(fmodes[i]));
            EXPECT((g == NULL) == (p == NULL), "%p vs %p", (void *)g, (void *)p);
            EXPECT_ERRNO();
        }
    }
    set_errs(SENTINEL);
    g = fdopen(97, "r");
    p = ps_fdopen(27, "r");
    snprintf(ctx, sizeof ctx, "fdopen(closed fd)");
    EXPECT(g == NULL && p == NULL, "%p vs %p", (void *)g, (void *)p);
    EXPECT_ERRNO();
    g = fdopen(fdg, "r");
    p = ps_fdopen(fdp, "rb");
    snprintf(ctx, sizeof ctx, "fdopen(fd, r)");
    EXPECT(g != NULL && p != NULL, "%p vs %p", (void *)g, (void *)p);
    EXPECT(fileno(g) == fdg && ps_fileno(p) == fdp, "fileno");
    for (i = 0; i < 8; i++)
        EXPECT(fgetc(g) == ps_fgetc(p), "fgetc %d", i);
    EXPECT(ftell(g) == ps_ftell(p), "ftell");
    EXPECT(lseek(fdg, 0, SEEK_CUR) >= 8 && ps_lseek(fdp, 0, SEEK_CUR) == 8, "fd offset");
    EXPECT(fclose(g) == 0 && ps_fclose(p) == 0, "fclose");
    set_errs(SENTINEL);
    rg = close(fdg);
    rp = ps_close(fdp);
    EXPECT(rg == rp && rg == -1, "fclose closed the fd: %d vs %d", rg, rp);
    EXPECT_ERRNO();

    cur_group = "freopen";
    g = fopen("nonl.txt", "r");
    p = ps_fopen("nonl.txt", "r");
    fdg = fileno(g);
    fdp = ps_fileno(p);
    EXPECT(fgetc(g) == ps_fgetc(p), "fgetc");
    snprintf(ctx, sizeof ctx, "freopen(lines.txt)");
    EXPECT(freopen("lines.txt", "r", g) == g && ps_freopen("lines.txt", "r", p) == p, "freopen");
    EXPECT(fileno(g) == fdg && ps_fileno(p) == fdp, "same fd");
    for (i = 0; i < 6; i++)
        EXPECT(fgetc(g) == ps_fgetc(p), "fgetc %d", i);
    cmp_flags(g, p);
    set_errs(SENTINEL);
    snprintf(ctx, sizeof ctx, "freopen(missing)");
    EXPECT(freopen("missing.txt", "r", g) == NULL && ps_freopen("missing.txt", "r", p) == NULL,
           "freopen");
    EXPECT_ERRNO();
    set_errs(SENTINEL);
    rg = fclose(g);
    rp = ps_fclose(p);
    EXPECT(rg == rp, "fclose after a failed freopen %d vs %d", rg, rp);

    cur_group = "setvbuf";
    g = fopen("nonl.txt", "r");
    p = ps_fopen("nonl.txt", "r");
    for (i = -1; i < 5; i++) {
        set_errs(SENTINEL);
        rg = setvbuf(g, NULL, i, 0);
        rp = ps_setvbuf(p, NULL, i, 0);
        snprintf(ctx, sizeof ctx, "setvbuf mode %d", i);
        EXPECT(rg == rp, "%d vs %d", rg, rp);
        EXPECT_ERRNO();
    }
    ps_setbuf(p, NULL);
    ps_setlinebuf(p);
    EXPECT(fgetc(g) == ps_fgetc(p), "fgetc");
    fclose(g);
    ps_fclose(p);
}

/* ------------------------------------------------------------------------ */
/* descriptors                                                              */
/* ------------------------------------------------------------------------ */

#define CMP_FD(call_g, call_p, what)                                          \
    do {                                                                      \
        set_errs(SENTINEL);                                                   \
        lg = (long)(call_g);                                                  \
        lp = (long)(call_p);                                                  \
        snprintf(ctx, sizeof ctx, "%s", what);                                \
        EXPECT(lg == lp, "%ld vs %ld", lg, lp);                               \
        EXPECT_ERRNO();                                                       \
    } while (0)

#define CMP_FDOK(call_g, call_p, what)                                        \
    do {                                                                      \
        set_errs(SENTINEL);                                                   \
        lg = (long)(call_g);                                                  \
        lp = (long)(call_p);                                                  \
        snprintf(ctx, sizeof ctx, "%s", what);                                \
        EXPECT((lg >= 0) == (lp >= 0), "%ld vs %ld", lg, lp);                 \
        EXPECT_ERRNO();                                                       \
    } while (0)

/* st_mode & S_IFMT and st_size of a struct stat (stat64 if is64). */
static void stat_fields(const unsigned char *b, int is64, unsigned int *mode, long long *size)
{
#if __SIZEOF_POINTER__ == 8
    (void)is64;
    *mode = *(const unsigned int *)(b + 24) & 0170000;
    *size = *(const long long *)(b + 48);
#else
    *mode = *(const unsigned int *)(b + 16) & 0170000;
    if (is64)
        *size = (long long)*(const unsigned int *)(b + 44) |
                ((long long)*(const unsigned int *)(b + 48) << 32);
    else
        *size = *(const int *)(b + 44);
#endif
}

static void cmp_stat(const unsigned char *gb, const unsigned char *pb, int is64)
{
    unsigned int mg, mp;
    long long sg, sp;
    stat_fields(gb, is64, &mg, &sg);
    stat_fields(pb, is64, &mp, &sp);
    EXPECT(mg == mp, "S_IFMT %o vs %o", mg, mp);
    EXPECT(sg == sp, "st_size %lld vs %lld", sg, sp);
}

static void test_fds(void)
{
    long lg, lp;
    int g, p, g2, p2, i;
    char bg[64], bp[64];
    unsigned char sg[160], sp[160];
    const char *name;
    FILE *fg, *fp;

    cur_group = "fd read";
    g = open("lines.txt", O_RDONLY);
    p = ps_open("lines.txt", O_RDONLY);
    snprintf(ctx, sizeof ctx, "open(lines.txt)");
    EXPECT(g >= 0 && p >= 3, "%d vs %d", g, p);
    for (i = 0; i < 8; i++) {
        int n = (int)(xs() % 9);
        memset(bg, 'Z', sizeof bg);
        memset(bp, 'Z', sizeof bp);
        CMP_FD(read(g, bg, (size_t)n), ps_read(p, bp, (size_t)n), "read");
        EXPECT(mem_eq(bg, bp, sizeof bg), "read bytes %s vs %s", esc_n(bg, 10), esc_n(bp, 10));
    }
    CMP_FD(lseek(g, 0, SEEK_CUR), ps_lseek(p, 0, SEEK_CUR), "lseek cur");
    CMP_FD(lseek(g, -3, SEEK_CUR), ps_lseek(p, -3, SEEK_CUR), "lseek cur -3");
    CMP_FD(lseek(g, -3, SEEK_END), ps_lseek(p, -3, SEEK_END), "lseek end -3");
    CMP_FD(read(g, bg, 10), ps_read(p, bp, 10), "read at the end");
    EXPECT(mem_eq(bg, bp, 3), "bytes");
    CMP_FD(read(g, bg, 10), ps_read(p, bp, 10), "read past the end");
    CMP_FD(lseek(g, 100, SEEK_END), ps_lseek(p, 100, SEEK_END), "lseek end +100");
    CMP_FD(read(g, bg, 10), ps_read(p, bp, 10), "read far past the end");
    CMP_FD(lseek(g, -1, SEEK_SET), ps_lseek(p, -1, SEEK_SET), "lseek -1");
    CMP_FD(lseek(g, -1000, SEEK_END), ps_lseek(p, -1000, SEEK_END), "lseek end -1000");
    CMP_FD(lseek(g, 0, 7), ps_lseek(p, 0, 7), "lseek whence 7");
    CMP_FD(lseek(g, 3, 3), ps_lseek(p, 3, 3), "lseek SEEK_DATA");
    CMP_FD(lseek(g, 3, 4), ps_lseek(p, 3, 4), "lseek SEEK_HOLE");
    CMP_FD(lseek(g, 1000, 3), ps_lseek(p, 1000, 3), "lseek SEEK_DATA past the end");
    CMP_FD(lseek(g, 1000, 4), ps_lseek(p, 1000, 4), "lseek SEEK_HOLE past the end");
    CMP_FD(lseek(g, -1, 4), ps_lseek(p, -1, 4), "lseek SEEK_HOLE -1");
    CMP_FD(lseek(g, 2, SEEK_SET), ps_lseek(p, 2, SEEK_SET), "lseek 2");
    CMP_FD(lseek64(g, 4, SEEK_CUR), ps_lseek64(p, 4, SEEK_CUR), "lseek64");
    CMP_FD(read(g, bg, 0), ps_read(p, bp, 0), "read 0");
    CMP_FD(write(g, "x", 1), ps_write(p, "x", 1), "write to a read-only fd");
    memset(sg, 0x55, sizeof sg);
    memset(sp, 0x55, sizeof sp);
    CMP_FD(fstat(g, sg), ps_fstat(p, sp), "fstat");
    cmp_stat(sg, sp, 0);
    CMP_FD(fstat64(g, sg), ps_fstat64(p, sp), "fstat64");
    cmp_stat(sg, sp, 1);
    CMP_FD(isatty(g), ps_isatty(p), "isatty(file)");
    CMP_FD(isatty(77), ps_isatty(27), "isatty(closed)");
    CMP_FD(isatty(-1), ps_isatty(-1), "isatty(-1)");

    cur_group = "fd dup";
    g2 = dup(g);
    p2 = ps_dup(p);
    snprintf(ctx, sizeof ctx, "dup");
    EXPECT(g2 >= 0 && p2 >= 0 && p2 != p, "%d vs %d", g2, p2);
    CMP_FD(read(g2, bg, 3), ps_read(p2, bp, 3), "read the dup");
    EXPECT(mem_eq(bg, bp, 3), "bytes");
    CMP_FD(lseek(g, 0, SEEK_CUR), ps_lseek(p, 0, SEEK_CUR), "shared offset");
    CMP_FD(close(g), ps_close(p), "close the original");
    CMP_FD(read(g2, bg, 3), ps_read(p2, bp, 3), "the dup still reads");
    CMP_FD(read(g, bg, 3), ps_read(p, bp, 3), "read a closed fd");
    CMP_FD(close(g), ps_close(p), "close twice");
    CMP_FD(dup(g), ps_dup(p), "dup a closed fd");
    snprintf(ctx, sizeof ctx, "dup2");
    EXPECT(ps_dup2(p2, 20) == 20, "dup2 to 20");
    EXPECT(ps_dup2(p2, p2) == p2, "dup2 to itself");
    EXPECT(ps_dup2(p2, 200) == -1 && ps_err() == EBADF, "dup2 out of range");
    EXPECT(ps_lseek(20, 0, SEEK_SET) == 0 && ps_lseek(p2, 0, SEEK_CUR) == 0, "dup2 shares");
    CMP_FD(close(g2), ps_close(p2), "close");
    EXPECT(ps_close(20) == 0, "close 20");
    CMP_FD(close(-1), ps_close(-1), "close(-1)");
    CMP_FD(read(-1, bg, 1), ps_read(-1, bp, 1), "read(-1)");
    CMP_FD(write(-1, bg, 1), ps_write(-1, bp, 1), "write(-1)");
    CMP_FD(lseek(-1, 0, SEEK_SET), ps_lseek(-1, 0, SEEK_SET), "lseek(-1)");
    CMP_FD(fstat(-1, sg), ps_fstat(-1, sp), "fstat(-1)");
    CMP_FD(write(1, "", 0), ps_write(1, "", 0), "write(1, \"\", 0)");

    cur_group = "fd open";
    CMP_FD(open("missing.txt", O_RDONLY), ps_open("missing.txt", O_RDONLY), "open missing");
    CMP_FD(open("missing.txt", O_WRONLY), ps_open("missing.txt", O_WRONLY), "open missing w");
    CMP_FD(open("missing.txt", O_RDWR), ps_open("missing.txt", O_RDWR), "open missing rw");
    CMP_FD(open("nonl.txt", O_WRONLY | O_CREAT | O_EXCL, 0644),
           ps_open("nonl.txt", O_WRONLY | O_CREAT | O_EXCL, 0644), "open O_EXCL existing");
    CMP_FD(open64("missing.txt", O_RDONLY), ps_open64("missing.txt", O_RDONLY), "open64 missing");

    /* a new file written to: offsets and sizes agree, the bytes are dropped */
    g = open("new_ga.txt", O_WRONLY | O_CREAT | O_TRUNC, 0644);
    p = ps_open("new_pa.txt", O_WRONLY | O_CREAT | O_TRUNC, 0644);
    snprintf(ctx, sizeof ctx, "open new");
    EXPECT(g >= 0 && p >= 0, "%d vs %d", g, p);
    CMP_FD(write(g, "hello", 5), ps_write(p, "hello", 5), "write");
    CMP_FD(lseek(g, 0, SEEK_CUR), ps_lseek(p, 0, SEEK_CUR), "offset");
    CMP_FD(lseek(g, 0, SEEK_END), ps_lseek(p, 0, SEEK_END), "size");
    CMP_FD(read(g, bg, 1), ps_read(p, bp, 1), "read a write-only fd");
    CMP_FD(lseek(g, 10, SEEK_SET), ps_lseek(p, 10, SEEK_SET), "lseek 10");
    CMP_FD(write(g, "ab", 2), ps_write(p, "ab", 2), "write");
    CMP_FD(lseek(g, 0, SEEK_END), ps_lseek(p, 0, SEEK_END), "size after a hole");
    CMP_FD(fstat(g, sg), ps_fstat(p, sp), "fstat");
    cmp_stat(sg, sp, 0);
    CMP_FD(close(g), ps_close(p), "close");

    g = open("new_gb.txt", O_WRONLY | O_CREAT | O_APPEND, 0644);
    p = ps_open("new_pb.txt", O_WRONLY | O_CREAT | O_APPEND, 0644);
    CMP_FD(write(g, "abc", 3), ps_write(p, "abc", 3), "append");
    CMP_FD(lseek(g, 0, SEEK_SET), ps_lseek(p, 0, SEEK_SET), "lseek 0");
    CMP_FD(write(g, "de", 2), ps_write(p, "de", 2), "append again");
    CMP_FD(lseek(g, 0, SEEK_CUR), ps_lseek(p, 0, SEEK_CUR), "at the end");
    CMP_FD(close(g), ps_close(p), "close");

    g = creat("new_gc.txt", 0644);
    p = ps_creat("new_pc.txt", 0644);
    CMP_FDOK(g, p, "creat");
    CMP_FD(write(g, "abc", 3), ps_write(p, "abc", 3), "write");
    CMP_FD(read(g, bg, 1), ps_read(p, bp, 1), "read");
    CMP_FD(close(g), ps_close(p), "close");

    /* O_RDWR on an existing file: readable; O_TRUNC empties it */
    name = next_mfile();
    g = open(name, O_RDWR);
    p = ps_open(name, O_RDWR);
    CMP_FDOK(g, p, "open O_RDWR");
    memset(bg, 0, sizeof bg);
    memset(bp, 0, sizeof bp);
    CMP_FD(read(g, bg, 4), ps_read(p, bp, 4), "read");
    EXPECT(mem_eq(bg, bp, 4), "bytes");
    CMP_FD(write(g, "XY", 2), ps_write(p, "XY", 2), "write");
    CMP_FD(lseek(g, 0, SEEK_CUR), ps_lseek(p, 0, SEEK_CUR), "offset");
    CMP_FD(close(g), ps_close(p), "close");
    name = next_mfile();
    g = open(name, O_RDWR | O_TRUNC);
    p = ps_open(name, O_RDWR | O_TRUNC);
    CMP_FD(read(g, bg, 4), ps_read(p, bp, 4), "read truncated");
    CMP_FD(lseek(g, 0, SEEK_END), ps_lseek(p, 0, SEEK_END), "size truncated");
    CMP_FD(close(g), ps_close(p), "close");

    cur_group = "stat";
    for (i = 0; i < nfiles; i++) {
        memset(sg, 0x55, sizeof sg);
        memset(sp, 0x55, sizeof sp);
        CMP_FD(stat(files[i].name, sg), ps_stat(files[i].name, sp), files[i].name);
        cmp_stat(sg, sp, 0);
        CMP_FD(lstat(files[i].name, sg), ps_lstat(files[i].name, sp), files[i].name);
        cmp_stat(sg, sp, 0);
        CMP_FD(stat64(files[i].name, sg), ps_stat64(files[i].name, sp), files[i].name);
        cmp_stat(sg, sp, 1);
        CMP_FD(lstat64(files[i].name, sg), ps_lstat64(files[i].name, sp), files[i].name);
        cmp_stat(sg, sp, 1);
    }
    CMP_FD(stat("missing.txt", sg), ps_stat("missing.txt", sp), "stat missing");
    CMP_FD(lstat("missing.txt", sg), ps_lstat("missing.txt", sp), "lstat missing");

    cur_group = "fd limits";
    snprintf(ctx, sizeof ctx, "descriptors");
    {
        int fds[40], n = 0;
        for (i = 0; i < 40; i++) {
            fds[i] = ps_open("nonl.txt", O_RDONLY);
            if (fds[i] < 0)
                break;
            n++;
        }
        EXPECT(n == 29 && fds[0] == 3 && ps_err() == EMFILE, "%d opened, first %d", n, fds[0]);
        EXPECT(ps_close(fds[5]) == 0 && ps_open("nl.txt", O_RDONLY) == fds[5], "lowest free fd");
        for (i = 0; i < n; i++)
            ps_close(fds[i]);
    }

    cur_group = "stream on a descriptor";
    /* the stream's position is its descriptor's */
    p = ps_open("lines.txt", O_RDONLY);
    fp = ps_fdopen(p, "r");
    snprintf(ctx, sizeof ctx, "fdopen");
    EXPECT(ps_fgetc(fp) == 'f' && ps_lseek(p, 6, SEEK_SET) == 6 && ps_fgetc(fp) == 'l',
           "shared position");
    ps_close(p);
    set_errs(SENTINEL);
    EXPECT(ps_fgetc(fp) == EOF && ps_err() == EBADF && ps_ferror(fp), "descriptor closed");
    EXPECT(ps_fclose(fp) == EOF, "fclose");
    (void)fg;
}

/* ------------------------------------------------------------------------ */
/* stdin                                                                    */
/* ------------------------------------------------------------------------ */

static void test_stdin(void)
{
    int rg, rp, i;
    long lg, lp;
    char *gl = NULL, *pl = NULL;
    size_t gn = 0, pn = 0;
    FILE *saved, *f;
    unsigned char sp[160];

    cur_group = "stdin";
    snprintf(ctx, sizeof ctx, "stdin");
    EXPECT(env_shim_stdin_opens == 0, "stdin looked up before it was read");
    EXPECT(ps_fileno(stdin) == 0 && ps_fileno(stdout) == 1 && ps_fileno(stderr) == 2, "fileno");
    EXPECT(ps_isatty(0) == 0 && ps_err() == ENOTTY, "isatty(0)");
    EXPECT(env_shim_stdin_opens == 0, "stdin looked up by fileno/isatty");
    if (freopen("stdin.txt", "r", stdin) == NULL) {
        EXPECT(0, "cannot redirect stdin");
        return;
    }
    for (i = 0; i < 3; i++) {
        set_errs(SENTINEL);
        rg = getchar();
        rp = ps_getchar();
        EXPECT(rg == rp, "getchar %d vs %d", rg, rp);
    }
    EXPECT(env_shim_stdin_opens == 1, "stdin looked up %d times", env_shim_stdin_opens);
    EXPECT(ungetc('L', stdin) == ps_ungetc('L', stdin), "ungetc");
    EXPECT(getc_unlocked(stdin) == ps_getc_unlocked(stdin), "getc_unlocked");
    EXPECT(getchar_unlocked() == ps_getchar_unlocked(), "getchar_unlocked");
    EXPECT(fgetc_unlocked(stdin) == ps_fgetc_unlocked(stdin), "fgetc_unlocked");
    EXPECT(_IO_getc(stdin) == ps__IO_getc(stdin), "_IO_getc");
    clear_args();
    set_errs(SENTINEL);
    rg = __isoc99_scanf("%s %d", ga[0], ga[1]);
    rp = ps___isoc99_scanf("%s %d", pa[0], pa[1]);
    snprintf(ctx, sizeof ctx, "scanf");
    EXPECT(rg == rp, "%d vs %d", rg, rp);
    EXPECT_ERRNO();
    cmp_args();
    clear_args();
    rg = scanf("%d %lf", ga[0], ga[1]);
    rp = ps_scanf("%d %lf", pa[0], pa[1]);
    EXPECT(rg == rp, "%d vs %d", rg, rp);
    cmp_args();
    lg = getline(&gl, &gn, stdin);
    lp = ps_getline(&pl, &pn, stdin);
    snprintf(ctx, sizeof ctx, "getline(stdin)");
    EXPECT(lg == lp && gn == pn, "%ld vs %ld", lg, lp);
    if (lg > 0 && lg == lp)
        EXPECT(mem_eq(gl, pl, (size_t)lg + 1), "line");
    EXPECT(ftell(stdin) == ps_ftell(stdin), "ftell(stdin) %ld vs %ld", ftell(stdin),
           ps_ftell(stdin));
    clear_args();
    rg = call_vscanf(0, 1, "%s%n", ga[0], ga[1]);
    rp = call_vscanf(1, 1, "%s%n", pa[0], pa[1]);
    snprintf(ctx, sizeof ctx, "vscanf");
    EXPECT(rg == rp, "%d vs %d", rg, rp);
    cmp_args();
    clear_args();
    rg = call_vscanf(0, 0, "%d %x", ga[0], ga[1]);
    rp = call_vscanf(1, 0, "%d %x", pa[0], pa[1]);
    EXPECT(rg == rp, "%d vs %d", rg, rp);
    cmp_args();
    {
        char *cg = fgets((char *)ga[0], 100, stdin);
        char *cp = ps_fgets((char *)pa[0], 100, stdin);
        snprintf(ctx, sizeof ctx, "fgets(stdin)");
        EXPECT((cg == NULL) == (cp == NULL), "fgets");
        EXPECT(cg == NULL || mem_eq(ga[0], pa[0], my_len((char *)ga[0]) + 1), "fgets");
    }
    memset(gbuf, 0, 100);
    memset(pbuf, 0, 100);
    EXPECT(fread(gbuf, 1, 100, stdin) == ps_fread(pbuf, 1, 100, stdin), "fread(stdin)");
    EXPECT(mem_eq(gbuf, pbuf, 100), "fread(stdin) bytes");
    cmp_flags(stdin, stdin);
    set_errs(SENTINEL);
    rg = __isoc99_scanf("%d", ga[0]);
    rp = ps___isoc99_scanf("%d", pa[0]);
    EXPECT(rg == rp && rg == EOF, "scanf at EOF %d vs %d", rg, rp);
    EXPECT_ERRNO();
    EXPECT(fseek(stdin, 6, SEEK_SET) == ps_fseek(stdin, 6, SEEK_SET), "fseek(stdin)");
    cmp_flags(stdin, stdin);
    EXPECT(getchar() == ps_getchar(), "getchar after fseek");
    ps_rewind(stdin);
    EXPECT(ps_getchar() == 'h', "rewind(stdin)");
    EXPECT(ps_fstat(0, sp) == 0, "fstat(0)");
    {
        unsigned int mode;
        long long size;
        stat_fields(sp, 0, &mode, &size);
        EXPECT(mode == 0100000 && size == (long long)my_len(stdin_text), "fstat(0): mode %o size %lld",
               mode, size);
    }
    /* fd 0 reads the same file, from the stream's position */
    EXPECT(ps_read(0, gbuf, 4) == 4 && mem_eq(gbuf, "ello", 4), "read(0)");
    EXPECT(ps_getchar() == ' ', "the stream follows fd 0");
    EXPECT(env_shim_stdin_opens == 1, "stdin looked up again");

    /* stdout and stderr are not readable */
    cur_group = "stdout";
    set_errs(SENTINEL);
    snprintf(ctx, sizeof ctx, "fgetc(stdout)");
    rp = ps_fgetc(stdout);
    EXPECT(rp == EOF && ps_err() == EBADF && ps_ferror(stdout), "%d errno %d", rp, ps_err());
    ps_clearerr(stdout);
    set_errs(SENTINEL);
    EXPECT(ps_read(1, pbuf, 1) == -1 && ps_err() == EBADF, "read(1)");
    EXPECT(ps_fseek(stderr, 0, SEEK_SET) == -1 && ps_err() == ESPIPE, "fseek(stderr)");
    EXPECT(ps_ftell(stdout) == -1 && ps_err() == ESPIPE, "ftell(stdout)");
    set_errs(SENTINEL);
    EXPECT(ps___isoc99_fscanf(stdout, "%d", pa[0]) == EOF && ps_err() == EBADF, "fscanf(stdout)");

    /* the program assigns one of its streams to stdin */
    cur_group = "stdin assigned";
    snprintf(ctx, sizeof ctx, "stdin = fopen()");
    saved = stdin;
    f = ps_fopen("nonl.txt", "r");
    stdin = f;
    rp = ps_getchar();
    stdin = saved;
    EXPECT(rp == 'a', "getchar %d", rp);
    EXPECT(ps_fgetc(f) == 'b', "the stream moved");
    ps_fclose(f);

    /* freopen onto stdin keeps fd 0 */
    snprintf(ctx, sizeof ctx, "freopen(stdin)");
    EXPECT(ps_freopen("words.txt", "r", stdin) == stdin, "freopen");
    EXPECT(ps_fileno(stdin) == 0 && ps_getchar() == 'a', "fd 0 is the new file");
    EXPECT(ps_fclose(stdin) == 0, "fclose(stdin)");
    set_errs(SENTINEL);
    EXPECT(ps_getchar() == EOF && ps_err() == EBADF, "getchar after fclose(stdin)");
    EXPECT(ps_open("nl.txt", O_RDONLY) == 0, "open reuses fd 0");
    free(gl);
    free(pl);
}

int main(void)
{
#ifdef CHECK_SEED
    xs_state = CHECK_SEED; /* another random sequence (files and operations) */
#endif
    make_files();
    test_stdin(); /* first: stdin must not have been looked up yet */
    test_stream_reads();
    test_stream_fuzz();
    test_fscanf_files();
    test_sscanf();
    test_scanf_misc();
    test_fopen();
    test_fds();
    {
        int g;
        for (g = 0; g < 64 && fail_groups[g] != NULL; g++)
            printf("failures in [%s]: %ld\n", fail_groups[g], fail_counts[g]);
    }
    printf("results: %ld passed, %ld failed\n", n_pass, n_fail);
    return n_fail != 0;
}
