// The same list under ILP32, but the traversal reads a node after freeing it.
#include <stdlib.h>
struct node { int value; struct node *next; };
int __VERIFIER_nondet_int(void);
int main(void) {
  struct node *head = NULL;
  int n = __VERIFIER_nondet_int();
  if (n < 0 || n > 3) return 0;
  for (int i = 0; i < n; i++) {
    struct node *fresh = malloc(sizeof *fresh);
    if (!fresh) return 0;
    fresh->value = i;
    fresh->next = head;
    head = fresh;
  }
  while (head) {
    free(head);
    head = head->next;
  }
  return 0;
}
