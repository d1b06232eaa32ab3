#include <assert.h>
extern int __VERIFIER_nondet_int(void);

int main(void) {
  int n = __VERIFIER_nondet_int();
  float f = (float)n;
  f = f * 0.5f + 1.25f;
  assert(f != 3.0f);
  return 0;
}
