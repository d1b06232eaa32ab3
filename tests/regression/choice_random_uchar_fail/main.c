#include <assert.h>
unsigned char __VERIFIER_nondet_uchar(void);
int main(void) {
  unsigned char level = __VERIFIER_nondet_uchar();
  assert(level != 246);
  return 0;
}
