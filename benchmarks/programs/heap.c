/*
 * heap.c: a bounded binary min-heap (priority queue) of 8 ints with push,
 * pop (remove the minimum), peek, clear and size.
 *
 * Bug: pop moves the last element to the root with heap[0] = heap[size]
 *      before decrementing size (heap[size - 1] was meant): on a full heap
 *      this reads heap[8], one past the end. 8 pushes, then a pop
 *      ([bounds] load in hp_pop).
 * Features: push pop peek clear size
 * Needs: push pop (a pop before the heap is full delays the bug; clear
 *        delays it; peek and size are irrelevant)
 * Smallest depth: 9
 * Verdicts: 1-8 VERIFIED; 9- FAILED
 * Depths quick: 8 9
 * Depths full: 9 12 15 20 30
 */
#include "swarmbmc.h"

extern int __VERIFIER_nondet_int(void);

#ifndef ITERATIONS
#define ITERATIONS 9
#endif

#define CAP 8
#define LEVELS 4 /* a heap of 8 has 4 levels: sifting moves at most 3 times */

int heap[CAP];
int size;

void hp_push(int x) {
  swarm_log("push");
  if (size == CAP)
    return; /* full */
  int i = size++;
  for (int l = 0; l < LEVELS && i > 0 && heap[(i - 1) / 2] > x; l++) {
    heap[i] = heap[(i - 1) / 2];
    i = (i - 1) / 2;
  }
  heap[i] = x;
}

int hp_pop(void) {
  swarm_log("pop");
  if (size == 0)
    return -1;
  int min = heap[0];
  heap[0] = heap[size]; /* BUG: the last element is heap[size - 1] */
  size--;
  int i = 0;
  for (int l = 0; l < LEVELS; l++) {
    int c = 2 * i + 1;
    if (c >= size)
      break;
    if (c + 1 < size && heap[c + 1] < heap[c])
      c++;
    if (heap[i] <= heap[c])
      break;
    int t = heap[i];
    heap[i] = heap[c];
    heap[c] = t;
    i = c;
  }
  return min;
}

int hp_peek(void) {
  swarm_log("peek");
  return size > 0 ? heap[0] : -1;
}

void hp_clear(void) {
  swarm_log("clear");
  size = 0;
}

int hp_size(void) {
  swarm_log("size");
  return size;
}

int main(void) {
  for (int i = 0; i < ITERATIONS; i++) {
    switch (__VERIFIER_nondet_int()) {
    case 0: hp_push(__VERIFIER_nondet_int()); break;
    case 1: hp_pop(); break;
    case 2: hp_peek(); break;
    case 3: hp_clear(); break;
    default: hp_size(); break;
    }
  }
  return 0;
}
