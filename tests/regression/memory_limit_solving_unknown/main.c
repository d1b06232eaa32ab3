/* 300 chained 64-bit multiplications of inputs: a small formula (unrolling
 * takes milliseconds) whose bit-blasting and solving need far more than
 * 150 MB, so --memory-limit must stop the solver with UNKNOWN. */
extern unsigned long __VERIFIER_nondet_ulong(void);
extern void reach_error(void);

int main(void) {
  unsigned long x = __VERIFIER_nondet_ulong();
  for (int i = 0; i < 300; i++) x = x * __VERIFIER_nondet_ulong() + (x >> 7);
  if (x == 14118352580766809359ul) reach_error();
  return 0;
}
