/* gcd of two signed chars: C computes x % y as a 32-bit srem of sign-extended
 * bytes; swarmbmc computes it at 8 bits (terms/Narrow.cpp). */
#include <assert.h>
extern signed char __VERIFIER_nondet_char(void);
int main(void) {
  signed char a = __VERIFIER_nondet_char(), b = __VERIFIER_nondet_char();
  if (a <= 0 || b <= 0) return 0;
  int x = a, y = b;
  for (int i = 0; i < 10 && y != 0; i++) { int t = x % y; x = y; y = t; }
  assert(x <= a);
  return 0;
}
