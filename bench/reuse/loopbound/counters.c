/* Where reuse does not help: samples are classified into an array of counters through a
   pointer (the relevance analysis follows variables whose address is not taken, so the
   counters count as read), inside a loop, where merging at the back edge already joins
   the paths of each iteration. */
#include <stdio.h>
#include <pathsift.h>

static void classify(int sample, int counts[3]) {
    if (sample < 0)
        counts[0]++;
    else if (sample > 1000)
        counts[2]++;
    else
        counts[1]++;
}

int main(void) {
    int samples[8];
    unsigned char len;
    pathsift_symbolic(samples, sizeof samples, "samples");
    pathsift_symbolic(&len, sizeof len, "len");
    int counts[3] = {0, 0, 0};
    for (int k = 0; k < 8; k++)
        classify(samples[k], counts);
    int steps = 0;
    for (int i = len % 100; i > 0; i--)
        steps++;
    printf("%d %d %d %d\n", counts[0], counts[1], counts[2], steps);
    return 0;
}
