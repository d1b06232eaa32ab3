/* Concrete nested loops of 20 million iterations in all: unrolling them
 * (no solver involved) takes far longer than the 2 s budget even on a fast
 * machine, so --timeout must stop the unroller itself and report UNKNOWN
 * with the partial statistics. */
extern void __VERIFIER_assert(int cond);

int main(void) {
  unsigned long sum = 0;
  for (unsigned long i = 0; i < 20000ul; i++)
    for (unsigned long j = 0; j < 1000ul; j++) sum += i * j;
  __VERIFIER_assert(sum != 7);
  return 0;
}
