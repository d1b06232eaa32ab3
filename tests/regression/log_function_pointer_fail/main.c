/* A log that forces a path through a function pointer and a loop: only the
   handler that logs "refund" can be called in the second iteration. */
#include <assert.h>
#include "swarmbmc.h"
extern int __VERIFIER_nondet_int(void);
int credit = 10;
void pay(int n) { swarm_log("pay"); credit -= n; }
void refund(int n) { swarm_log("refund"); credit += 2 * n; }
void (*handlers[2])(int) = {pay, refund};
int main(void) {
  for (int i = 0; i < 3; i++) {
    int h = __VERIFIER_nondet_int();
    int n = __VERIFIER_nondet_int();
    if (h < 0 || h > 1 || n < 0 || n > 5) continue;
    handlers[h](n);
  }
  swarm_log("close");
  assert(credit != 13);
  return 0;
}
