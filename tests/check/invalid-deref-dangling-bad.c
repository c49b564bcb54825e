// expect: invalid-deref line 17
/* A configuration pointer keeps the address of a local that died when its function returned. */
struct config {
    int verbose;
    int level;
};

static struct config *current;

static void load_defaults(void) {
    struct config defaults = {0, 3};
    current = &defaults;
}

int main(void) {
    load_defaults();
    return current->level == 3 ? 0 : 1;
}
