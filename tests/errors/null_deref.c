// expect: null-deref at line 20
/* Uses the result of a lookup without checking for NULL. */
#include <stdio.h>
#include <string.h>

struct user {
    const char *name;
    int age;
};

static struct user users[] = {{"ann", 31}, {"bob", 42}};

static struct user *find(const char *name) {
    for (unsigned i = 0; i < sizeof users / sizeof users[0]; i++)
        if (strcmp(users[i].name, name) == 0)
            return &users[i];
    return NULL;
}

static int age_of(const char *name) { return find(name)->age; }

int main(void) {
    printf("%d\n", age_of("bob"));
    printf("%d\n", age_of("carl"));
    return 0;
}
