/*
 * list_reverse.c: a singly linked list of NODES nodes with input values is
 * built, reversed, checked and freed (benchmarks/heap_sizes.py). With
 * -DSYMBOLIC_LENGTH the length is an input too (0..NODES): every pointer
 * then has several possible targets.
 * Correct: VERIFIED at --depth NODES, with or without --memory-leak-check.
 * -DLEAK keeps the last node (a leak --memory-leak-check must report).
 */
#include <assert.h>
#include <stdlib.h>

extern int __VERIFIER_nondet_int(void);

#ifndef NODES
#define NODES 10
#endif

struct node {
  int value;
  struct node *next;
};

int main(void) {
  struct node *head = NULL;
  int count = NODES;
#ifdef SYMBOLIC_LENGTH
  count = __VERIFIER_nondet_int();
  if (count < 0 || count > NODES) count = NODES;
#endif
  int first = 0;
  for (int i = 0; i < count; i++) {
    struct node *n = malloc(sizeof *n);
    if (!n) return 1;
    n->value = __VERIFIER_nondet_int();
    if (i == 0) first = n->value;
    n->next = head;
    head = n;
  }
  struct node *reversed = NULL;
  while (head) {
    struct node *next = head->next;
    head->next = reversed;
    reversed = head;
    head = next;
  }
  assert(count == 0 || reversed->value == first);
  while (reversed) {
    struct node *next = reversed->next;
#ifdef LEAK
    if (!next) break;
#endif
    free(reversed);
    reversed = next;
  }
  return 0;
}
