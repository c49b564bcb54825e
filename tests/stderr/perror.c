// perror writes "S: MESSAGE" (or "MESSAGE" for a NULL or empty S) to stderr, MESSAGE being
// strerror(errno). (glibc's perror may change errno itself, depending on how stderr was
// opened: each call here sets errno first.)
#include <errno.h>
#include <stdio.h>

int main(int argc, char **argv) {
    FILE *f = fopen("no-such-file.txt", "r");
    if (f == NULL)
        perror("no-such-file.txt");
    errno = ENOENT;
    perror("");
    errno = EINVAL;
    perror(NULL);
    errno = EACCES;
    perror(argc > 1 ? argv[1] : "open");
    errno = 0;
    perror("fine");
    printf("done\n");
    return 3;
}
