#include <stdio.h>

extern double __VERIFIER_nondet_double(void);

int main(void) {
  double x = __VERIFIER_nondet_double();
  char b[32];
  /* glibc's decimal text of an unknown double is not modelled: UNKNOWN. */
  int n = snprintf(b, sizeof b, "%.2f", x);
  return n > 0 ? b[0] : 0;
}
