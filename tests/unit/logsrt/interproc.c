/* interproc.c: push_twice always logs "push" (through push) before doing
 * anything, so omitting "push" makes push, push_twice and their call sites
 * infeasible. */
#include "swarmbmc.h"

extern int __VERIFIER_nondet_int(void);

int stack[8];
int top;

void push(int x) {
  swarm_log("push");
  stack[top++] = x;
}

void push_twice(int x) {
  push(x);
  push(x + 1);
}

void clear(void) {
  swarm_log("clear");
  top = 0;
}

/* Logs "count" only after recursing: the analysis does not conclude that it
 * is infeasible (least fixed point), which is the conservative answer. */
void count(int n) {
  if (n > 0)
    count(n - 1);
  swarm_log("count");
}

int main(void) {
  int op = __VERIFIER_nondet_int();
  if (op == 0)
    push_twice(__VERIFIER_nondet_int());
  else if (op == 1)
    clear();
  else if (op == 2)
    count(op);
  return top;
}
