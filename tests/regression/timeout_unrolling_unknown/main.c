/* A concrete loop of a million iterations: unrolling it (no solver
 * involved) takes longer than the 1 s budget, so --timeout must stop the
 * unroller itself and report UNKNOWN with the partial statistics. */
extern void __VERIFIER_assert(int cond);

int main(void) {
  unsigned long sum = 0;
  for (unsigned long i = 0; i < 1000000ul; i++) sum += i * i;
  __VERIFIER_assert(sum != 7);
  return 0;
}
