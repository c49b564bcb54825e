// expect: none
/* A configuration pointer points to static storage that outlives the function setting it. */
struct config {
    int verbose;
    int level;
};

static struct config *current;

static void load_defaults(void) {
    static struct config defaults = {0, 3};
    current = &defaults;
}

int main(void) {
    load_defaults();
    return current->level == 3 ? 0 : 1;
}
