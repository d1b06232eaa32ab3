/* Every swarm configuration must factor a 64-bit semiprime (as in
 * timeout_unknown), whatever features it omits: far too slow for 2 s.
 * --timeout is one budget for the whole run, not per configuration: the
 * verdict comes at 2 s with configurations left unstarted. */
#include "swarmbmc.h"
extern unsigned long __VERIFIER_nondet_ulong(void);
extern int __VERIFIER_nondet_int(void);
extern void reach_error(void);

int main(void) {
  int mode = __VERIFIER_nondet_int();
  if (mode == 1) swarm_log("one");
  else if (mode == 2) swarm_log("two");
  else swarm_log("other");
  unsigned long x = __VERIFIER_nondet_ulong(), y = __VERIFIER_nondet_ulong();
  if (x > 1 && y > 1 && x < 4294967296ul && y < 4294967296ul && x * y == 14118352580766809359ul) reach_error();
  return 0;
}
