/*
 * heap.c: a bounded binary min-heap (priority queue) of 20 ints with push,
 * pop (remove the minimum), peek, clear and size.
 *
 * Bug: pop moves the last element to the root with heap[0] = heap[size]
 *      before decrementing size (heap[size - 1] was meant): on a full heap
 *      this reads heap[20], one past the end. 20 pushes, then a pop
 *      ([bounds] load in hp_pop).
 * Features: push pop peek clear size
 * Needs: push pop (a pop before the heap is full delays the bug; clear
 *        delays it; peek and size are irrelevant)
 * Smallest depth: 21
 * Verdicts: 1-20 VERIFIED; 21- FAILED
 * Depths quick: 25 60
 * Depths full: 25 60 100 200 500
 */
#include "swarmbmc.h"

extern int __VERIFIER_nondet_int(void);

#ifndef ITERATIONS
#define ITERATIONS 25
#endif

#define CAP 20
#define LEVELS 5 /* a heap of 20 has 5 levels: sifting moves at most 4 times */

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
