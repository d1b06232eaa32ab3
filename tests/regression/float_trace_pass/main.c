// float_trace_*_fail's inputs with an assertion that holds: no trace.
#include <assert.h>
extern double __VERIFIER_nondet_double(void);
extern float __VERIFIER_nondet_float(void);
extern void __VERIFIER_assume(int);

int main(void) {
  double tenth = __VERIFIER_nondet_double();
  __VERIFIER_assume(tenth == 0.1);
  double zero = __VERIFIER_nondet_double();
  __VERIFIER_assume(zero == 0.0 && 1.0 / zero < 0);
  float small = __VERIFIER_nondet_float();
  __VERIFIER_assume(small == 0.1f);
  assert(tenth * 3 != 0.3 && 1.0 / zero < 0 && small * 10.0f == 1.0f);
  return 0;
}
