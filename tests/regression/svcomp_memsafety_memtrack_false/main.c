extern void abort(void);
extern void __assert_fail(const char *, const char *, unsigned int, const char *);
void reach_error() { __assert_fail("0", "main.c", 3, "reach_error"); }
extern int __VERIFIER_nondet_int(void);
void __VERIFIER_assert(int cond) { if (!(cond)) { ERROR: {reach_error();abort();} } return; }
#include <stdlib.h>
int main(void) {
  int *p = malloc(sizeof(int));
  if (__VERIFIER_nondet_int()) p = 0;  /* the only pointer to the block is lost */
  free(p);
  return 0;
}
