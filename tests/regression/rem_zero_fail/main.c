#include <assert.h>
extern unsigned int __VERIFIER_nondet_uint(void);
extern void __VERIFIER_assume(int cond);

unsigned bucket(unsigned hash, unsigned buckets) {
  return hash % buckets;
}

int main(void) {
  unsigned h = __VERIFIER_nondet_uint();
  unsigned n = __VERIFIER_nondet_uint();
  __VERIFIER_assume(n <= 16);
  unsigned b = 0;
  b = bucket(h, n);
  assert(n != 0 || b == 0);
  return 0;
}
