/* Two features: "hard" guards a factoring problem (slow to solve), "easy" a
 * bug any solver finds at once. Used by the cancellation tests. */
#include "swarmbmc.h"
extern unsigned long __VERIFIER_nondet_ulong(void);
extern int __VERIFIER_nondet_int(void);
extern void reach_error(void);

int main(void) {
  unsigned long x = __VERIFIER_nondet_ulong(), y = __VERIFIER_nondet_ulong();
  if (__VERIFIER_nondet_int()) {
    swarm_log("hard");
    /* 3898017869 * 3621931211: two random 32-bit primes (hard for SAT and SMT) */
    if (x > 1 && y > 1 && x < 4294967296ul && y < 4294967296ul && x * y == 14118352580766809359ul) reach_error();
  } else {
    swarm_log("easy");
    if (x == 5) reach_error();
  }
  return 0;
}
