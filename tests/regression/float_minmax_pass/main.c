// fmin/fmax (llvm.minnum/maxnum): a NaN operand gives the other operand.
#include <assert.h>
#include <math.h>
extern double __VERIFIER_nondet_double(void);
int main(void) {
  double x = __VERIFIER_nondet_double(), y = __VERIFIER_nondet_double();
  double lo = fmin(x, y), hi = fmax(x, y);
  if (!isnan(x) && !isnan(y)) {
    assert(lo <= x && lo <= y && (lo == x || lo == y));
    assert(hi >= x && hi >= y && (hi == x || hi == y));
  }
  if (isnan(x) && !isnan(y)) assert(lo == y && hi == y);
  if (!isnan(x) && isnan(y)) assert(lo == x && hi == x);
  return 0;
}
