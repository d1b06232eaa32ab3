extern void abort(void);
extern void __assert_fail(const char *, const char *, unsigned int, const char *);
void reach_error() { __assert_fail("0", "task.c", 3, "reach_error"); }
extern int __VERIFIER_nondet_int(void);
extern unsigned int __VERIFIER_nondet_uint(void);
void __VERIFIER_assert(int cond) { if (!(cond)) { ERROR: {reach_error();abort();} } return; }
int a[8];
int main(void) {
  for (int i = 0; i < 8; i++) a[i] = __VERIFIER_nondet_int() % 100;
  int pos = 0;
  for (int i = 0; i < 8; i++) if (a[i] >= 0) pos++;
  __VERIFIER_assert(pos <= 8);
  return 0;
}
