// Round to nearest even, overflow to infinity, gradual underflow and
// division by zero, on constants (folded) and on symbolic operands.
#include <assert.h>
extern int __VERIFIER_nondet_int(void);

int main(void) {
  double a = 0.1, b = 0.2;
  assert(a + b != 0.3);                       /* 0.30000000000000004 */
  assert(a + b == 0.30000000000000004);
  assert(1.0 + 0x1p-53 == 1.0);               /* a tie: to even */
  assert(1.0 + 0x1.8p-52 == 1.0 + 0x1p-51);   /* above the tie: up, to even */
  float big = 3.0e38f;
  assert(big * 2.0f == 1.0f / 0.0f);          /* overflow: infinity */
  assert(0x1p-1074 / 2.0 == 0.0);             /* smallest subnormal halved: a tie, to even (0) */
  assert(0x1.8p-1074 * 1.0 == 0x1p-1073);
  assert(-1.0 / 0.0 < -1e308);
  float third = 1.0f / 3.0f;
  assert(third * 3.0f == 1.0f);
  int n = __VERIFIER_nondet_int();
  if (n > -1000000 && n < 1000000) {
    float x = (float)n;
    assert(x * 0.5f + x * 0.5f == x);         /* exact: halving and doubling */
    assert(x - x == 0.0f);
  }
  return 0;
}
