/* Modular exponentiation by squaring with a symbolic 16-bit modulus:
 * products of values below m, reduced by %. -DBUG reduces the result once
 * too few times (the initial r = 1 is not reduced, so m = 1 leaves r = 1). */
#include <assert.h>
extern unsigned short __VERIFIER_nondet_ushort(void);
int main(void) {
  unsigned m = __VERIFIER_nondet_ushort(), base = __VERIFIER_nondet_ushort(), e = __VERIFIER_nondet_ushort();
  if (m == 0) return 0;
  base %= m;
#ifdef BUG
  unsigned r = 1;
#else
  unsigned r = 1 % m;
#endif
  for (int i = 0; i < 16; i++) {
    if (e & 1) r = r * base % m;
    base = base * base % m;
    e >>= 1;
  }
  assert(r < m);
  return 0;
}
