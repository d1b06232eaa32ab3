// llvm.powi's products are not the left-to-right ones: x^5 is
// x * ((x * x) * (x * x)), which rounds differently from x * x * x * x * x
// for some x in [1, 2].
#include <assert.h>
extern float __VERIFIER_nondet_float(void);
extern void __VERIFIER_assume(int);
int main(void) {
  float x = __VERIFIER_nondet_float();
  __VERIFIER_assume(x >= 1.0f && x <= 2.0f);
  assert(__builtin_powif(x, 5) == x * x * x * x * x);
  return 0;
}
