/* Doubly linked list: append at the tail, unlink from the middle. */
#include <stdlib.h>
#include <assert.h>
extern int __VERIFIER_nondet_int(void);
struct node { int value; struct node *prev, *next; };
struct list { struct node *head, *tail; };

void append(struct list *l, int value) {
  struct node *n = malloc(sizeof *n);
  if (!n) abort();
  n->value = value;
  n->next = NULL;
  n->prev = l->tail;
  if (l->tail) l->tail->next = n; else l->head = n;
  l->tail = n;
}

void unlink_node(struct list *l, struct node *n) {
  if (n->prev) n->prev->next = n->next; else l->head = n->next;
  if (n->next) n->next->prev = n->prev; /* BUG: tail not updated */
  free(n);
}

int main(void) {
  struct list l = {NULL, NULL};
  for (int i = 0; i < 3; i++) append(&l, i);
  if (__VERIFIER_nondet_int()) unlink_node(&l, l.tail);
  else unlink_node(&l, l.head->next);
  assert(l.tail->value >= 1);
  for (struct node *n = l.head; n; n = n->next) assert(n->prev == NULL || n->prev->next == n);
  while (l.head) { struct node *next = l.head->next; free(l.head); l.head = next; }
  return 0;
}
