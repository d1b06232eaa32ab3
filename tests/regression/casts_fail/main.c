#include <assert.h>
extern signed char __VERIFIER_nondet_char(void);

int main(void) {
  signed char s = __VERIFIER_nondet_char();
  unsigned u = (unsigned)s;  /* sign-extends first: -1 becomes 0xFFFFFFFF */
  assert(u <= 255u);
  return 0;
}
