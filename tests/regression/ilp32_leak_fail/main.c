// Leak check under ILP32: the list hangs off a global through 4-byte
// pointers until the head is overwritten.
#include <stdlib.h>
struct node { struct node *next; int value; };
struct node *list;
int main(void) {
  for (int i = 0; i < 2; i++) {
    struct node *fresh = malloc(sizeof *fresh);
    if (!fresh) return 0;
    fresh->next = list;
    list = fresh;
  }
  list = list->next;
  return 0;
}
