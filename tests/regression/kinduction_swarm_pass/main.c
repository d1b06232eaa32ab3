// --property --swarm without --depth: the swarm deepens (each configuration
// omitting some of push, pop, top) and cannot finish the unbounded loop;
// k-induction beside it proves the whole program and stops the swarm.
#include "swarmbmc.h"
extern void reach_error(void);
extern int __VERIFIER_nondet_int(void);
void __VERIFIER_assert(int cond) { if (!cond) reach_error(); }

int main(void) {
  int top = 0, seen = 0;
  while (__VERIFIER_nondet_int()) {
    int op = __VERIFIER_nondet_int();
    if (op == 0) {
      swarm_log("push");
      if (top < 8) top++;
    } else if (op == 1) {
      swarm_log("pop");
      if (top > 0) top--;
    } else {
      swarm_log("top");
      seen = top;
    }
    __VERIFIER_assert(top >= 0 && top <= 8);
  }
  return 0;
}
