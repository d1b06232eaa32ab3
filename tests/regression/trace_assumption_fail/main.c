// An assumption the failing path passes is a step of the trace.
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int condition);
extern void __VERIFIER_error(void);
int main(void) {
  int x = __VERIFIER_nondet_int();
  __VERIFIER_assume(x > 10 && x < 13);
  if (x % 2 == 1) __VERIFIER_error();
  return 0;
}
