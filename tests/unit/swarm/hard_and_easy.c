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
    /* 2147483647 * 2147483629: two 31-bit primes */
    if (x > 1 && y > 1 && x < 4294967296ul && y < 4294967296ul && x * y == 4611685975477714963ul) reach_error();
  } else {
    swarm_log("easy");
    if (x == 5) reach_error();
  }
  return 0;
}
