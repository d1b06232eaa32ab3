#include "swarmbmc.h"
unsigned __VERIFIER_nondet_uint(void);
_Bool __VERIFIER_nondet_bool(void);
int main(void) {
  unsigned size = __VERIFIER_nondet_uint();
  _Bool flag = __VERIFIER_nondet_bool();
  double v = swarm_choose_double("velocity");
  return (int)size + flag + (v > 1.0);
}
