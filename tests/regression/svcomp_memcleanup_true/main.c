extern void abort(void);
extern void __assert_fail(const char *, const char *, unsigned int, const char *);
void reach_error() { __assert_fail("0", "main.c", 3, "reach_error"); }
extern int __VERIFIER_nondet_int(void);
void __VERIFIER_assert(int cond) { if (!(cond)) { ERROR: {reach_error();abort();} } return; }
#include <stdlib.h>
int *keep;
int main(void) {
  keep = malloc(sizeof(int));
  int a[2];
  int n = __VERIFIER_nondet_int();
  if (n == 2) a[n] = 0;  /* undefined behaviour, but not memcleanup */
  free(keep);
  return 0;
}
