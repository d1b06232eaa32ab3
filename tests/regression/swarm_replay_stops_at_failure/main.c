/*
 * stack.c: the stack example of "Bounded Model Checking and Feature Omission
 * Diversity" (Alipour & Groce).
 *
 * A fixed-size stack with three operations, driven by a harness that performs
 * ITERATIONS nondeterministic operations. push() has no overflow check (the
 * bug): 65 pushes write stack[64], one past the end of the array.
 *
 *   swarmbmc examples/stack.c --depth 70      -> VERDICT: FAILED, [bounds] in push
 *
 * Each operation logs its feature with swarm_log(), which lets the swarm
 * runner omit features (e.g. explore only runs without "pop").
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
  stack[top++] = x;  /* BUG: no check that the stack is full */
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
