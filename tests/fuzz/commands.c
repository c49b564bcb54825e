// A device's configuration shell: one command per line, a lowercase word and a one-digit
// argument. The word is dispatched on a 32-bit string hash (h = 31 * h + c, as Java's
// String.hashCode), in an if-else chain, so no command name appears in the program.
// `profile N` picks one of 10 profiles, `save` stores the current one in one of 4 snapshot
// slots, `restore N` copies snapshot N back without checking N against the 4 slots. The seed
// uses every command but `restore`: the bug needs a seven-letter word whose hash is
// restore's, which a solver bit-blasting the carries of the sum takes tens of seconds over.
// input: stdin
// crash: out-of-bounds line 60
#include <stdio.h>
#include <string.h>

#define H_SET 0x0001bc62u    /* "set" */
#define H_SAVE 0x0035c17du   /* "save" */
#define H_RESTORE 0x416ad28eu /* "restore" */
#define H_PROFILE 0xed8e89a9u /* "profile" */

struct profile {
    int speed;
    int mode;
};

static struct profile profiles[10];
static struct profile snapshots[4];
static int nsaved;

static unsigned word_hash(const char *s, int n)
{
    unsigned h = 0;
    int i;

    for (i = 0; i < n; i++)
        h = 31 * h + (unsigned)s[i];
    return h;
}

int main(void)
{
    char line[64];
    struct profile *cur = &profiles[0];

    while (fgets(line, sizeof line, stdin)) {
        int n = 0, arg;
        unsigned h;

        while (line[n] >= 'a' && line[n] <= 'z')
            n++;
        if (n == 0 || line[n] != ' ' || line[n + 1] < '0' || line[n + 1] > '9') {
            fprintf(stderr, "bad line: %s", line);
            continue;
        }
        arg = line[n + 1] - '0';
        h = word_hash(line, n);
        if (h == H_SET) {
            cur->speed = arg * 100;
        } else if (h == H_SAVE) {
            if (nsaved < 4)
                snapshots[nsaved++] = *cur;
        } else if (h == H_RESTORE) {
            *cur = snapshots[arg];
        } else if (h == H_PROFILE) {
            cur = &profiles[arg];
            cur->mode = arg;
        } else {
            fprintf(stderr, "unknown command: %.*s\n", n, line);
        }
    }
    printf("speed %d, mode %d, %d saved\n", cur->speed, cur->mode, nsaved);
    return 0;
}
