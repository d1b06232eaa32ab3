/*
 * ringbuf_fixed.c: ringbuf.c with its full check corrected. A correct
 * program: its times measure how long a proof takes.
 *
 * Bug: none (put ignores a put into a full buffer).
 * Features: put get peek clear size
 * Needs: -
 * Smallest depth: -
 * Verdicts: 1- VERIFIED
 * Depths quick: 8 12
 * Depths full: 10 14 20 30
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
  if (count == CAP) /* full: ignore the put */
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
