// Without --solver a program with floating-point arithmetic is checked with
// CaDiCaL and CryptoMiniSat racing (engine/SolverChoice.h), and its verdict
// is the same: the scaled reading can exceed the limit.
#include <assert.h>
extern float __VERIFIER_nondet_float(void);

int main(void) {
  float reading = __VERIFIER_nondet_float();
  if (!(reading >= 0.0f && reading <= 100.0f)) return 0;
  float scaled = reading * 1.5f + 2.0f;
  assert(scaled < 150.0f);  /* fails: 100 * 1.5 + 2 = 152 */
  return 0;
}
