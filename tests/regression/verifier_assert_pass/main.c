extern void __VERIFIER_assert(int cond);
extern unsigned int __VERIFIER_nondet_uint(void);

int main(void) {
  unsigned a = __VERIFIER_nondet_uint();
  unsigned b = a / 2;
  __VERIFIER_assert(b <= a);
  return 0;
}
