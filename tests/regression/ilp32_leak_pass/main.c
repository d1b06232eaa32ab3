// Leak check under ILP32: every node stays reachable from a global through
// 4-byte pointers (still reachable at exit is not a leak, as in valid-memtrack).
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
  return 0;
}
