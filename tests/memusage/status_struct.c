// memusage: 4096
/* A scanner's statistics in a struct on the stack, cleared with memset and updated field
   by field, with an array of counts per position class. Nothing reads them back but the
   return value; the buffer is sized by a flag alone. */
#include <stdlib.h>
#include <string.h>
#include <pathsift.h>

struct stats {
    unsigned lines;
    unsigned long bytes;
    short classes[4];
    double ratio;
};

int main(void) {
    struct stats st;
    memset(&st, 0, sizeof st);
    unsigned char in[6];
    pathsift_symbolic(in, sizeof in, "in");
    for (int i = 0; i < 6; i++) {
        if (in[i] == '\n')
            st.lines++;
        else
            st.bytes += in[i];
        st.classes[i & 3] += 1;
    }
    st.ratio = st.lines / 8.0;
    char big;
    pathsift_symbolic(&big, 1, "big");
    char *buf = malloc(big ? 4096 : 128);
    free(buf);
    return st.classes[0] + (int)st.ratio;
}
