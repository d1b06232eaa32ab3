extern void abort(void);
extern void __assert_fail(const char *, const char *, unsigned int, const char *);
void reach_error() { __assert_fail("0", "main.c", 3, "reach_error"); }
extern int __VERIFIER_nondet_int(void);
void __VERIFIER_assert(int cond) { if (!(cond)) { ERROR: {reach_error();abort();} } return; }
int main(void) {
  int i = 0, s = 0;
  while (i < 10) { s += __VERIFIER_nondet_int() == 3; i++; }
  __VERIFIER_assert(s < 10);  /* fails when every input is 3: needs depth 10 */
  return 0;
}
