/*
 * A list of 0..4 nodes walked behind tests of the same pointer
 * (`for (p = head; p; p = p->next)`, `while (head)`): the null checks of
 * those dereferences are the branch conditions themselves. -DUNGUARDED
 * reads head->value with no test: the list may be empty.
 */
#include <assert.h>
#include <stdlib.h>

extern int __VERIFIER_nondet_int(void);

struct node {
  int value;
  struct node *next;
};

int main(void) {
  struct node *head = NULL;
  int n = __VERIFIER_nondet_int();
  if (n < 0 || n > 4) n = 4;
  for (int i = 0; i < n; i++) {
    struct node *cell = malloc(sizeof *cell);
    if (!cell) return 1;
    cell->value = i;
    cell->next = head;
    head = cell;
  }
  int sum = 0;
  for (struct node *p = head; p; p = p->next) sum += p->value;
#ifdef UNGUARDED
  sum += head->value;
#endif
  while (head) {
    struct node *next = head->next;
    free(head);
    head = next;
  }
  assert(sum <= 9);
  return 0;
}
