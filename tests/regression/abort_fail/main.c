#include <stdlib.h>
extern int __VERIFIER_nondet_int(void);

int main(void) {
  int buf[4] = {0};
  int idx = __VERIFIER_nondet_int();
  if (idx < 0 || idx > 4)
    abort();
  buf[idx] = 1;
  return buf[0];
}
