extern void abort(void);
extern void __assert_fail(const char *, const char *, unsigned int, const char *);
void reach_error() { __assert_fail("0", "task.c", 3, "reach_error"); }
extern int __VERIFIER_nondet_int(void);
extern unsigned int __VERIFIER_nondet_uint(void);
void __VERIFIER_assert(int cond) { if (!(cond)) { ERROR: {reach_error();abort();} } return; }
#include <stdlib.h>
int main(void) {
  char *buffer = malloc(16);
  if (__VERIFIER_nondet_int()) buffer = malloc(8);   /* the first block is lost */
  free(buffer);
  return 0;
}
