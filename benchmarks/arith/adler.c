/* Adler-32 over 24 symbolic bytes: sums reduced modulo the constant 65521
 * after every byte. -DBUG lets the first sum skip a reduction. */
#include <assert.h>
extern unsigned char __VERIFIER_nondet_uchar(void);
#define MOD 65521u
int main(void) {
  unsigned a = 1, b = 0;
  for (int i = 0; i < 24; i++) {
    unsigned char byte = __VERIFIER_nondet_uchar();
#ifdef BUG
    a = i == 20 ? a + byte * 300u : (a + byte) % MOD;
#else
    a = (a + byte) % MOD;
#endif
    b = (b + a) % MOD;
  }
  assert(a < MOD && b < MOD);
  assert(a <= 1 + 24 * 255);
  return 0;
}
