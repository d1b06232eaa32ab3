/* A million stores of inputs to input-chosen array slots: every store
 * builds new memory terms, so unrolling grows past 150 MB within about a
 * second, and --memory-limit must stop the unroller with UNKNOWN. */
extern unsigned long __VERIFIER_nondet_ulong(void);
extern void __VERIFIER_assert(int cond);

unsigned long slots[1024];

int main(void) {
  for (int i = 0; i < 1000000; i++) slots[__VERIFIER_nondet_ulong() & 1023] = __VERIFIER_nondet_ulong();
  __VERIFIER_assert(__VERIFIER_nondet_ulong() != 5);
  return 0;
}
