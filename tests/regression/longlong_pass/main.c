#include <assert.h>
extern long __VERIFIER_nondet_long(void);
extern void __VERIFIER_assume(int cond);

int main(void) {
  long long a = 1LL << 40;
  assert(a * 3 == 3298534883328LL);
  long long b = -a;
  assert(b / 1024 == -1073741824LL && b % 1024 == 0);
  unsigned long long m = 0xFFFFFFFFFFFFFFFFULL;
  m += 1;
  assert(m == 0);
  long x = __VERIFIER_nondet_long();
  __VERIFIER_assume(x > 4294967296L && x < 4294967296L * 4);
  assert((int)x != x && (x >> 32) >= 1 && (x >> 32) <= 3);
  return 0;
}
