/*
 * ringbuf.c: a ring buffer of 12 ints with put, get, peek, clear and size.
 *
 * Bug: put's full check is off by one (count > CAP instead of count == CAP),
 *      so a 13th put without a get or clear in between is accepted (it
 *      overwrites the oldest element) and count reaches 13; size() checks
 *      the invariant count <= CAP ([assertion] in rb_size).
 * Features: put get peek clear size
 * Needs: put size (get and clear delay the bug, peek is irrelevant)
 * Smallest depth: 14
 * Verdicts: 1-13 VERIFIED; 14- FAILED
 * Depths quick: 14 40
 * Depths full: 14 50 100 200 500
 */
#include <assert.h>

#include "swarmbmc.h"

extern int __VERIFIER_nondet_int(void);

#ifndef ITERATIONS
#define ITERATIONS 20
#endif

#define CAP 12

int buf[CAP];
int head;  /* index of the oldest element */
int count; /* elements stored */

void rb_put(int x) {
  swarm_log("put");
  if (count > CAP) /* BUG: should be count == CAP */
    return;
  buf[(head + count) % CAP] = x;
  count++;
}

int rb_get(void) {
  swarm_log("get");
  if (count == 0)
    return -1;
  int x = buf[head];
  head = (head + 1) % CAP;
  count--;
  return x;
}

int rb_peek(void) {
  swarm_log("peek");
  if (count == 0)
    return -1;
  return buf[head];
}

void rb_clear(void) {
  swarm_log("clear");
  head = 0;
  count = 0;
}

int rb_size(void) {
  swarm_log("size");
  assert(count <= CAP);
  return count;
}

int main(void) {
  for (int i = 0; i < ITERATIONS; i++) {
    switch (__VERIFIER_nondet_int()) {
    case 0: rb_put(__VERIFIER_nondet_int()); break;
    case 1: rb_get(); break;
    case 2: rb_peek(); break;
    case 3: rb_clear(); break;
    default: rb_size(); break;
    }
  }
  return 0;
}
