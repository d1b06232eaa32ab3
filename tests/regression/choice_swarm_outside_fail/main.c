/* The bug lies outside every drawn restriction: it needs the one tag whose
 * hash is 0x3c0ffee5's, and the program compares only the hash, never the
 * tag, with a constant (no threshold or set of main::tag can hit it; boundary
 * and small values miss it; main::tag is the only choice, so every
 * configuration but 0 restricts it). The restricted configurations fold the hash
 * and answer "no counterexample" at once, long before configuration 0 has
 * inverted the hash: their answers must stop nobody and prove nothing. The
 * verdict is configuration 0's FAILED. */
#include <assert.h>
unsigned __VERIFIER_nondet_uint(void);
static unsigned mix(unsigned x) {
  for (int round = 0; round < 1; round++) {
    x ^= x >> 16;
    x *= 0x45d9f3bu;
    x ^= x >> 13;
  }
  return x;
}
int main(void) {
  unsigned tag = __VERIFIER_nondet_uint();
  assert(mix(tag) != mix(0x3c0ffee5u));
  return 0;
}
