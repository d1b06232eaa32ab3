/*
 * A chain of nodes with parent links built by an input-driven loop, each
 * given a left leaf, then walked up by the parent links and freed (the
 * shape of SV-COMP's heap-manipulation/tree-1). Without -DGUARDED the
 * last node is written through after the loop even when the loop made
 * none. On tree-1 the interval analysis spent 11M steps (1.7-4.8 s)
 * failing to prove that one null check, before it had a cap per check.
 */
#include <stdlib.h>

#ifndef NODES
#define NODES 3
#endif

extern int __VERIFIER_nondet_int(void);

struct node {
  struct node *left, *right, *parent;
  int value;
};

int main(void) {
  struct node *last = NULL, *node = NULL;
  for (int i = 0; i < NODES && __VERIFIER_nondet_int(); i++) {
    node = malloc(sizeof *node);
    if (!node) abort();
    node->left = NULL;
    node->right = last;
    if (last) last->parent = node;
    node->value = __VERIFIER_nondet_int() ? 1 : 2;
    last = node;
  }
#ifdef GUARDED
  if (!node) return 0;
#endif
  node->parent = NULL;
  for (struct node *n = node; n; n = n->right) {
    n->left = malloc(sizeof *n);
    if (!n->left) abort();
    n->left->left = n->left->right = NULL;
    n->left->value = 42;
    n->left->parent = n;
  }
  struct node *bottom = node;
  while (bottom->right) bottom = bottom->right;
  while (bottom) {
    struct node *up = bottom->parent;
    free(bottom->left);
    free(bottom);
    bottom = up;
  }
  return 0;
}
