extern void abort(void);
extern void __assert_fail(const char *, const char *, unsigned int, const char *);
void reach_error() { __assert_fail("0", "main.c", 3, "reach_error"); }
extern int __VERIFIER_nondet_int(void);
void __VERIFIER_assert(int cond) { if (!(cond)) { ERROR: {reach_error();abort();} } return; }
#include <stdlib.h>
int main(void) {
  int *p = malloc(4 * sizeof(int));
  int n = __VERIFIER_nondet_int();
  if (n == 9) reach_error();       /* reachable, but not a memory-safety violation */
  __VERIFIER_assert(n != 4);       /* failing, ends its path */
  if (n >= 0 && n <= 4) p[n] = 1;  /* n == 4 never gets here */
  free(p);
  return 0;
}
