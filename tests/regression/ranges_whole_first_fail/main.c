#include <assert.h>
#include "swarmbmc.h"
extern int __VERIFIER_nondet_int(void);

#define STACK_SIZE 4
#define ITERATIONS 6

int stack[STACK_SIZE];
int top;

void push(int x) {
  swarm_log("push");
  if (top > STACK_SIZE)  /* BUG: one past the end */
    return;  /* full: ignore the push */
  stack[top++] = x;
}

int pop(void) {
  swarm_log("pop");
  if (top > 0)
    return stack[--top];
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
  assert(top >= 0 && top <= STACK_SIZE);
  return 0;
}
