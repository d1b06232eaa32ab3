extern void abort(void);
extern void __assert_fail(const char *, const char *, unsigned int, const char *);
void reach_error() { __assert_fail("0", "task.c", 3, "reach_error"); }
extern int __VERIFIER_nondet_int(void);
extern unsigned int __VERIFIER_nondet_uint(void);
void __VERIFIER_assert(int cond) { if (!(cond)) { ERROR: {reach_error();abort();} } return; }
#include <stdlib.h>
struct node { int value; struct node *next; };
int main(void) {
  struct node *head = 0;
  int n = __VERIFIER_nondet_int();
  if (n < 0 || n > 4) return 0;
  for (int i = 0; i < n; i++) {
    struct node *fresh = malloc(sizeof *fresh);
    if (!fresh) abort();
    fresh->value = i; fresh->next = head; head = fresh;
  }
  while (head) { struct node *next = head->next; free(head); head = next; }
  return 0;
}
