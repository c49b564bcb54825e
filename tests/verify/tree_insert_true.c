// verify: unreach-call true --entry insert --entry-spec tree.spec
/* Insertion into a binary search tree of any size and shape: the walk from the root to the
 * free place is one path down the tree. The new node must end up on the side of its parent
 * that the ordering says. */
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
        p->left = n;
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
