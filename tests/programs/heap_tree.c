/* A binary search tree on the heap: insertion, lookup, in-order traversal,
 * deletion with successor replacement, height, and freeing everything. */
#include <stdio.h>
#include <stdlib.h>

struct tree {
    int key;
    int count;
    struct tree *left, *right;
};

static struct tree *insert(struct tree *t, int key) {
    if (!t) {
        t = malloc(sizeof *t);
        if (!t)
            exit(2);
        t->key = key;
        t->count = 1;
        t->left = t->right = NULL;
        return t;
    }
    if (key < t->key)
        t->left = insert(t->left, key);
    else if (key > t->key)
        t->right = insert(t->right, key);
    else
        t->count++;
    return t;
}

static const struct tree *find(const struct tree *t, int key) {
    while (t && t->key != key)
        t = key < t->key ? t->left : t->right;
    return t;
}

static struct tree *delete(struct tree *t, int key) {
    if (!t)
        return NULL;
    if (key < t->key) {
        t->left = delete(t->left, key);
    } else if (key > t->key) {
        t->right = delete(t->right, key);
    } else if (!t->left || !t->right) {
        struct tree *child = t->left ? t->left : t->right;
        free(t);
        return child;
    } else {
        struct tree *succ = t->right;
        while (succ->left)
            succ = succ->left;
        t->key = succ->key;
        t->count = succ->count;
        t->right = delete(t->right, succ->key);
    }
    return t;
}

static int height(const struct tree *t) {
    if (!t)
        return 0;
    int l = height(t->left), r = height(t->right);
    return 1 + (l > r ? l : r);
}

static void inorder(const struct tree *t, int *printed) {
    if (!t)
        return;
    inorder(t->left, printed);
    if (*printed < 30)
        printf("%d%s ", t->key, t->count > 1 ? "*" : "");
    (*printed)++;
    inorder(t->right, printed);
}

static int free_tree(struct tree *t) {
    if (!t)
        return 0;
    int n = free_tree(t->left) + free_tree(t->right) + 1;
    free(t);
    return n;
}

int main(void) {
    struct tree *root = NULL;
    unsigned x = 2463534242u;
    for (int i = 0; i < 200; i++) {
        x ^= x << 13;
        x ^= x >> 17;
        x ^= x << 5;
        root = insert(root, (int)(x % 500));
    }
    int printed = 0;
    inorder(root, &printed);
    printf("\nnodes %d height %d root %d\n", printed, height(root), root->key);
    int probes[] = {0, 17, 250, 499, 123};
    for (int i = 0; i < 5; i++) {
        const struct tree *f = find(root, probes[i]);
        printf("find %d: %s", probes[i], f ? "yes" : "no");
        if (f)
            printf(" (count %d)", f->count);
        printf("\n");
    }
    for (int k = 0; k < 500; k += 2)
        root = delete(root, k);
    printed = 0;
    inorder(root, &printed);
    printf("\nafter deleting evens: nodes %d height %d\n", printed, height(root));
    printf("freed %d\n", free_tree(root));
    return 0;
}
