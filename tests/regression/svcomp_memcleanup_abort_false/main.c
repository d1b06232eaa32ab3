// SV-COMP's sll_length_check pattern: the error branch calls reach_error()
// (here __assert_fail, as the tasks define it) with the list still
// allocated. Under valid-memcleanup reaching the error is not a violation,
// but the program ends there without freeing: false(valid-memcleanup).
#include <stdlib.h>
extern void __assert_fail(const char *, const char *, unsigned int, const char *);
void reach_error(void) { __assert_fail("0", "main.c", 3, "reach_error"); }
struct node { struct node *next; };
int main(void) {
  struct node *head = 0;
  for (int i = 0; i < 2; i++) {
    struct node *fresh = malloc(sizeof *fresh);
    if (!fresh) return 0;
    fresh->next = head;
    head = fresh;
  }
  if (head->next) {
    reach_error();
    abort();
  }
  return 0;
}
