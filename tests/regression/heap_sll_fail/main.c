/* Singly linked list: push, delete a value, reverse, free everything. */
#include <stdlib.h>
#include <assert.h>
extern int __VERIFIER_nondet_int(void);
struct node { int value; struct node *next; };

struct node *push(struct node *head, int value) {
  struct node *n = malloc(sizeof *n);
  if (!n) abort();
  n->value = value;
  n->next = head;
  return n;
}

struct node *delete_value(struct node *head, int value) {
  struct node **link = &head;
  while (*link) {
    struct node *n = *link;
    if (n->value == value) {
      *link = n->next;
      free(n);
      n->value = -1; /* BUG: writes the freed node */
    } else {
      link = &n->next;
    }
  }
  return head;
}

struct node *reverse(struct node *head) {
  struct node *previous = NULL;
  while (head) {
    struct node *next = head->next;
    head->next = previous;
    previous = head;
    head = next;
  }
  return previous;
}

int main(void) {
  struct node *list = NULL;
  for (int i = 0; i < 2; i++) list = push(list, __VERIFIER_nondet_int() & 3);
  list = delete_value(list, 1);
  list = reverse(list);
  for (struct node *n = list; n; n = n->next) assert(n->value != 1);
  while (list) {
    struct node *next = list->next;
    free(list);
    list = next;
  }
  return 0;
}
