/* gcd of two positive signed chars (arithmetic goal). C computes
 * x % y as a 32-bit srem of sign-extended bytes. -DBUG asserts that the gcd
 * differs from a, which fails whenever a divides b. */
#include <assert.h>
extern signed char __VERIFIER_nondet_char(void);
int main(void) {
  signed char a = __VERIFIER_nondet_char(), b = __VERIFIER_nondet_char();
  if (a <= 0 || b <= 0) return 0;
  int x = a, y = b;
  for (int i = 0; i < 10 && y != 0; i++) { int t = x % y; x = y; y = t; }
#ifdef BUG
  assert(x != a);
#else
  assert(x <= a);
#endif
  return 0;
}
