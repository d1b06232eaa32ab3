// A correct stack: push checks for room. Every configuration is unsat;
// only configuration 0 (no omission) proves the program safe.
#include <assert.h>
#include "swarmbmc.h"
extern int __VERIFIER_nondet_int(void);

#define STACK_SIZE 4

int stack[STACK_SIZE];
int top;

void push(int x) {
  swarm_log("push");
  if (top < STACK_SIZE)
    stack[top++] = x;
}

int pop(void) {
  swarm_log("pop");
  if (top > 0)
    return stack[--top];
  return -1;
}

int main(void) {
  for (int i = 0; i < 6; i++) {
    if (__VERIFIER_nondet_int())
      push(__VERIFIER_nondet_int());
    else
      pop();
  }
  assert(top >= 0 && top <= STACK_SIZE);
  return 0;
}
