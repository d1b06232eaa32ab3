// A ring buffer of 3 slots with one feature per operation, checked by a
// swarm over one shared formula (--swarm-encoding shared): every index
// check is proven by interval analysis for all configurations at once
// (a configuration only fixes the omit literals the guards contain), so
// no configuration asks a solver.
#include "swarmbmc.h"

extern int __VERIFIER_nondet_int(void);

#define SLOTS 3
int items[SLOTS];
int head, tail, count;

static int next_slot(int i) { return i + 1 == SLOTS ? 0 : i + 1; }

int main(void) {
  for (int i = 0; i < 30; i++) {
    int op = __VERIFIER_nondet_int();
    if (op == 0) {
      swarm_log("put");
      if (count < SLOTS) {
        items[tail] = op;
        tail = next_slot(tail);
        count++;
      }
    } else if (op == 1) {
      swarm_log("take");
      if (count > 0) {
        int first = items[head];
        (void)first;
        head = next_slot(head);
        count--;
      }
    } else {
      swarm_log("reset");
      head = tail = count = 0;
    }
  }
  return 0;
}
