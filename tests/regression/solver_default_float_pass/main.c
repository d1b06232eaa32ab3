// Without --solver a program with floating-point arithmetic is checked with
// CaDiCaL and CryptoMiniSat racing (engine/SolverChoice.h), and its verdict
// is the same: the scaled reading stays within 152.
#include <assert.h>
extern float __VERIFIER_nondet_float(void);

int main(void) {
  float reading = __VERIFIER_nondet_float();
  if (!(reading >= 0.0f && reading <= 100.0f)) return 0;
  float scaled = reading * 1.5f + 2.0f;
  assert(scaled <= 152.0f);  /* holds: at most 100 * 1.5 + 2 */
  return 0;
}
