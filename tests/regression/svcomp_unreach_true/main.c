extern void abort(void);
extern void __assert_fail(const char *, const char *, unsigned int, const char *);
void reach_error() { __assert_fail("0", "main.c", 3, "reach_error"); }
extern int __VERIFIER_nondet_int(void);
void __VERIFIER_assert(int cond) { if (!(cond)) { ERROR: {reach_error();abort();} } return; }
#include <assert.h>
int main(void) {
  int n = __VERIFIER_nondet_int();
  int a[4];
  if (n > 3 && n < 100) a[n] = 1;  /* undefined behaviour, but not unreach-call */
  assert(n != 7);                  /* assert() is not reach_error() */
  int i = 0, s = 0;
  while (i < 20) { s += 2; i++; }  /* needs depth 20: found by deepening */
  __VERIFIER_assert(s == 40);
  return 0;
}
