#include <assert.h>
extern int __VERIFIER_nondet_int(void);
extern unsigned int __VERIFIER_nondet_uint(void);
extern void __VERIFIER_assume(int cond);

int main(void) {
  unsigned u = __VERIFIER_nondet_uint();
  int s = __VERIFIER_nondet_int();
  int k = __VERIFIER_nondet_int();
  __VERIFIER_assume(k >= 0 && k < 32);
  assert(((u << k) >> k) <= u);
  assert(((u >> k) << k) <= u);
  assert((s >> 31) == 0 || (s >> 31) == -1);
  assert(((unsigned)s >> 31) <= 1u);
  assert((1u << 31) == 0x80000000u && (0x80000000u >> 31) == 1u);
  assert((-16 >> 2) == -4 && (0xFFFFFFF0u >> 2) == 0x3FFFFFFCu);
  assert((s < 0) == ((s >> 31) == -1));
  return 0;
}
