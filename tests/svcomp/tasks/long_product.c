extern void abort(void);
extern void __assert_fail(const char *, const char *, unsigned int, const char *);
void reach_error() { __assert_fail("0", "task.c", 3, "reach_error"); }
extern int __VERIFIER_nondet_int(void);
extern unsigned int __VERIFIER_nondet_uint(void);
void __VERIFIER_assert(int cond) { if (!(cond)) { ERROR: {reach_error();abort();} } return; }
extern long __VERIFIER_nondet_long(void);
int main(void) {
  long x = __VERIFIER_nondet_long();
  if (x < 0 || x > 100000) return 0;
  long y = x * 100000;   /* fits in 64-bit long, overflows a 32-bit long */
  return y > 0;
}
