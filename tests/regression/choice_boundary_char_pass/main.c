#include <assert.h>
char __VERIFIER_nondet_char(void);
int main(void) {
  char c = __VERIFIER_nondet_char();
  assert(c != 42); /* no boundary value: fails without the heuristic */
  return 0;
}
