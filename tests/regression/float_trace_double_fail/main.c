// The trace shows doubles exactly: shortest decimal and C hex literal,
// -0.0 apart from 0.0, infinity, and a NaN by its bits (C has no NaN literal).
#include <assert.h>
extern double __VERIFIER_nondet_double(void);
extern void __VERIFIER_assume(int);

static double triple(double v) { return v * 3; }

int main(void) {
  double tenth = __VERIFIER_nondet_double();
  __VERIFIER_assume(tenth == 0.1);
  double zero = __VERIFIER_nondet_double();
  __VERIFIER_assume(zero == 0.0 && 1.0 / zero < 0);  /* -0.0 only */
  double big = __VERIFIER_nondet_double();
  __VERIFIER_assume(big > 0x1.fffffffffffffp+1023);  /* +infinity only */
  double odd = __VERIFIER_nondet_double();
  __VERIFIER_assume(odd != odd);                     /* some NaN */
  double sum = triple(tenth);
  assert(sum == 0.3 || odd == odd);                  /* 0.1 * 3 is 0.30000000000000004 */
  return 0;
}
