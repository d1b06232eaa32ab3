// fma is not built yet (issue 31): UNKNOWN naming the intrinsic. The
// double arithmetic around it is modelled.
#include <math.h>
double __VERIFIER_nondet_double(void);
int main(void) {
  double d = __VERIFIER_nondet_double();
  double e = d * 2.0 + 1.0;
  return fma(e, 1.5, 0.25) > 1.5;
}
