#include <stdlib.h>
extern int __VERIFIER_nondet_int(void);
int main(void) {
  char *p = __VERIFIER_nondet_int() ? malloc(16) : NULL;
  free(p);
  p = NULL;
  free(p);
  return 0;
}
