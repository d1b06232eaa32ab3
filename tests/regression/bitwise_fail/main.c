#include <assert.h>
extern unsigned int __VERIFIER_nondet_uint(void);

int main(void) {
  unsigned x = __VERIFIER_nondet_uint();
  unsigned y = __VERIFIER_nondet_uint();
  assert((x ^ y) <= (x | y));
  assert((x | y) > x);
  return 0;
}
