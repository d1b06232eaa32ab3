#include <stdlib.h>
extern int __VERIFIER_nondet_int(void);
int main(void) {
  char *p = malloc(16);
  char *q = p;
  if (__VERIFIER_nondet_int()) free(p);
  free(q);
  return 0;
}
