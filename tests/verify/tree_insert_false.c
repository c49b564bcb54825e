// verify: unreach-call false line 38 --entry insert --entry-spec tree.spec
/* As tree_insert_true.c, with a bug below the root: the error needs a tree of two nodes or
 * more, the second a left child with no left child of its own, and a key smaller than both. */
#include <stdlib.h>
extern void reach_error(void);

struct tree { int key; struct tree *left, *right; };

struct tree *insert(struct tree *t, int k)
{
  struct tree *n = malloc(sizeof *n);
  if (!n)
    return t;
  n->key = k;
  n->left = n->right = NULL;
  if (!t)
    return n;
  struct tree *p = t;
  for (;;) {
    if (k < p->key) {
      if (!p->left) {
        if (p == t)
          p->left = n;
        else
          p->right = n; /* the bug: below the root, a smaller key goes right */
        break;
      }
      p = p->left;
    } else {
      if (!p->right) {
        p->right = n;
        break;
      }
      p = p->right;
    }
  }
  if ((p->left == n && !(k < p->key)) || (p->right == n && k < p->key))
    reach_error();
  return t;
}
