/* Factoring a 64-bit semiprime (3898017869 * 3621931211, two random 32-bit
 * primes): far too slow for a 2 s budget on either backend, so the verdict
 * must be UNKNOWN naming the timeout, never VERIFIED. (A product of primes
 * near 2^31 was factored by CaDiCaL in 0.2 s: keep the factors random.) */
extern unsigned long __VERIFIER_nondet_ulong(void);
extern void reach_error(void);

int main(void) {
  unsigned long x = __VERIFIER_nondet_ulong(), y = __VERIFIER_nondet_ulong();
  if (x > 1 && y > 1 && x < 4294967296ul && y < 4294967296ul && x * y == 14118352580766809359ul) reach_error();
  return 0;
}
