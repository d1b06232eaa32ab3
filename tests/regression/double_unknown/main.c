#include <assert.h>
extern int __VERIFIER_nondet_int(void);

/* long double (x86's 80-bit format) is not modelled: UNKNOWN naming it */
long double scale(long double x) {
  return x * 2.5L;
}

int main(void) {
  int n = __VERIFIER_nondet_int();
  long double d = scale(n);
  assert(d < 1e12L);
  return 0;
}
