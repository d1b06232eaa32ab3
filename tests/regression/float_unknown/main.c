// long double (x87's 80-bit format) is not modelled: arithmetic on it is
// UNKNOWN naming the instruction and the type, never a verdict.
#include <assert.h>
extern int __VERIFIER_nondet_int(void);

int main(void) {
  int n = __VERIFIER_nondet_int();
  long double f = n;
  f = f * 0.5L + 1.25L;
  assert(f != 3.0L);
  return 0;
}
