// A linked list under ILP32: 8-byte nodes with a 4-byte next pointer,
// pointers stored in memory and read back, freed at the end.
#include <assert.h>
#include <stdlib.h>
struct node { int value; struct node *next; };
int __VERIFIER_nondet_int(void);
int main(void) {
  assert(sizeof(struct node) == 8);
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
  int count = 0;
  while (head) {
    struct node *next = head->next;
    assert(head->value == n - 1 - count);
    free(head);
    head = next;
    count++;
  }
  assert(count == n);
  return 0;
}
