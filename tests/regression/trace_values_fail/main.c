// Trace values: unsigned and boolean inputs, a pointer to a heap object,
// a truncated unsigned char, an element of a 2-D array.
#include <stdlib.h>
#include <assert.h>
extern unsigned __VERIFIER_nondet_uint(void);
extern _Bool __VERIFIER_nondet_bool(void);
struct node { int value; struct node *next; };
int main(void) {
  unsigned u = __VERIFIER_nondet_uint();
  _Bool b = __VERIFIER_nondet_bool();
  struct node *n = malloc(sizeof *n);
  n->value = 7;
  n->next = 0;
  unsigned char c = (unsigned char)u;
  int m[2][3];
  m[1][2] = (int)c;
  if (b && u == 4294967295u) assert(m[1][2] != 255);
  return 0;
}
