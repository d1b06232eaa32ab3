/*
 * queue.c: the array queue of the scaling benchmark: 16 slots, five
 * features, ITERATIONS nondeterministic operations.
 *
 * Bug (unless -DFIXED): enqueue has no full check and advances rear
 * without the wrap-around that dequeue gives front (Weiss's Succ), so the
 * 16th enqueue after the last clear writes items[16] ([bounds] store in
 * enqueue). -DFIXED checks for a full queue and wraps: VERIFIED at any N.
 * Features: enqueue dequeue front is_empty clear
 * Needs: enqueue (16 of them, depth 16)
 */
#include "swarmbmc.h"

extern int __VERIFIER_nondet_int(void);

#ifndef ITERATIONS
#define ITERATIONS 40
#endif

#define SLOTS 16

int items[SLOTS];
int front_index = 1, rear = 0, count = 0;

static int succ(int i) { return i + 1 == SLOTS ? 0 : i + 1; }

void enqueue(int x) {
  swarm_log("enqueue");
#ifdef FIXED
  if (count == SLOTS) return;
  rear = succ(rear);
#else
  rear = rear + 1; /* BUG: no full check, no wrap-around */
#endif
  count++;
  items[rear] = x;
}

void dequeue(void) {
  swarm_log("dequeue");
  if (count == 0) return;
  count--;
  front_index = succ(front_index);
}

int front(void) {
  swarm_log("front");
  return count == 0 ? 0 : items[front_index];
}

int is_empty(void) {
  swarm_log("is_empty");
  return count == 0;
}

void clear(void) {
  swarm_log("clear");
  count = 0;
  front_index = 1;
  rear = 0;
}

int main(void) {
  for (int i = 0; i < ITERATIONS; i++) {
    switch (__VERIFIER_nondet_int()) {
    case 0: enqueue(__VERIFIER_nondet_int()); break;
    case 1: dequeue(); break;
    case 2: front(); break;
    case 3: is_empty(); break;
    default: clear(); break;
    }
  }
  return 0;
}
