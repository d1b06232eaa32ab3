#include <assert.h>
#include <stdbool.h>
extern _Bool __VERIFIER_nondet_bool(void);

int main(void) {
  bool b = __VERIFIER_nondet_bool();
  bool c = __VERIFIER_nondet_bool();
  int both = b + c;
  assert(both < 2);
  return 0;
}
