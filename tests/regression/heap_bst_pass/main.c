/* Binary search tree: insert, delete the minimum, free the tree. */
#include <stdlib.h>
#include <assert.h>
extern int __VERIFIER_nondet_int(void);
struct tree { int key; struct tree *left, *right; };

struct tree *insert(struct tree *t, int key) {
  if (!t) {
    t = malloc(sizeof *t);
    if (!t) abort();
    t->key = key;
    t->left = t->right = NULL;
  } else if (key < t->key) {
    t->left = insert(t->left, key);
  } else {
    t->right = insert(t->right, key);
  }
  return t;
}

struct tree *delete_min(struct tree *t) {
  if (!t->left) {
    struct tree *right = t->right;
    free(t);
    return right;
  }
  t->left = delete_min(t->left);
  return t;
}

void destroy(struct tree *t) {
  if (!t) return;
  destroy(t->left);
  destroy(t->right);
  free(t);
}

int main(void) {
  struct tree *t = NULL;
  for (int i = 0; i < 3; i++) t = insert(t, __VERIFIER_nondet_int() % 8);
  t = delete_min(t);
  destroy(t);
  t = NULL;
  return 0;
}
