/*
 * stack_fixed.c: the array stack of stack.c with the overflow check added
 * (as examples/stack_fixed.c). A correct program: its times measure how
 * long a proof (VERIFIED) takes, where the swarm cannot win (only
 * configuration 0 may answer VERIFIED).
 *
 * Bug: none (push ignores a push onto a full stack).
 * Features: push pop top
 * Needs: -
 * Smallest depth: -
 * Verdicts: 1- VERIFIED
 * Depths quick: 10 20
 * Depths full: 20 40 70 100
 */
#include "swarmbmc.h"

extern int __VERIFIER_nondet_int(void);

#ifndef ITERATIONS
#define ITERATIONS 70
#endif

#define STACK_SIZE 64

int stack[STACK_SIZE];
int top;

void push(int x) {
  swarm_log("push");
  if (top >= STACK_SIZE)
    return; /* full: ignore the push */
  stack[top++] = x;
}

int pop(void) {
  swarm_log("pop");
  if (top > 0) {
    top--;
    return stack[top];
  }
  return -1;
}

int top_value(void) {
  swarm_log("top");
  if (top > 0)
    return stack[top - 1];
  return -1;
}

int main(void) {
  for (int i = 0; i < ITERATIONS; i++) {
    int op = __VERIFIER_nondet_int();
    if (op == 0)
      push(__VERIFIER_nondet_int());
    else if (op == 1)
      pop();
    else
      top_value();
  }
  return 0;
}
