/*
 * stack.c: the array stack of "Bounded Model Checking and Feature Omission
 * Diversity" (Alipour & Groce, Figure 1), as in examples/stack.c.
 *
 * A 64-slot array stack; main performs ITERATIONS nondeterministic calls of
 * push, pop and top (build with -DITERATIONS=N, check with --depth N).
 *
 * Bug: push() has no overflow check: the 65th push without a pop in between
 *      writes stack[64], one past the end ([bounds] store in push).
 * Features: push pop top
 * Needs: push (pop delays the bug, top is irrelevant)
 * Smallest depth: 65
 * Verdicts: 1-64 VERIFIED; 65- FAILED
 * Depths quick: 70 150
 * Depths full: 70 100 200 500 1000
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
  stack[top++] = x; /* BUG: no check that the stack is full */
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
