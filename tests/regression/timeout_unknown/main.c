/* Factoring a 62-bit semiprime: far too slow for a 2 s budget, so the
 * verdict must be UNKNOWN naming the timeout, never VERIFIED. */
extern unsigned long __VERIFIER_nondet_ulong(void);
extern void reach_error(void);

int main(void) {
  unsigned long x = __VERIFIER_nondet_ulong(), y = __VERIFIER_nondet_ulong();
  if (x > 1 && y > 1 && x < 4294967296ul && y < 4294967296ul && x * y == 4611685975477714963ul) reach_error();
  return 0;
}
