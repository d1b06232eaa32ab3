/*
 * lru.c: a least-recently-used cache of 4 entries (keys 0..7): get, put,
 * invalidate, evict (drop the least recently used entry), clear and size.
 *
 * Bug: invalidate decrements count but leaves the slot valid. Once count
 *      is below CAP while all 4 slots are valid, put finds neither a slot
 *      to evict (count < CAP) nor a free one, and writes slots[-1]: put k,
 *      invalidate k, 4 puts of new keys ([bounds] store in lru_put).
 * Features: get put invalidate evict clear size
 * Needs: put invalidate (evict and clear delay the bug; get and size are
 *        irrelevant)
 * Smallest depth: 6
 * Verdicts: 1-3 BOUNDED; 4-5 VERIFIED; 6- FAILED
 * Depths quick: 6 15
 * Depths full: 6 20 40 80
 */
#include "swarmbmc.h"

extern int __VERIFIER_nondet_int(void);

#ifndef ITERATIONS
#define ITERATIONS 10
#endif

#define CAP 4

struct slot {
  int key;
  int value;
  int valid;
  int stamp; /* time of the last use */
};

struct slot slots[CAP];
int count;
int now;

static int find(int key) {
  for (int i = 0; i < CAP; i++)
    if (slots[i].valid && slots[i].key == key)
      return i;
  return -1;
}

static void evict_lru(void) {
  int victim = -1;
  for (int i = 0; i < CAP; i++)
    if (slots[i].valid && (victim < 0 || slots[i].stamp < slots[victim].stamp))
      victim = i;
  if (victim >= 0) {
    slots[victim].valid = 0;
    count--;
  }
}

int lru_get(int key) {
  swarm_log("get");
  int i = find(key);
  if (i < 0)
    return -1;
  slots[i].stamp = ++now;
  return slots[i].value;
}

void lru_put(int key, int value) {
  swarm_log("put");
  int i = find(key);
  if (i < 0) {
    if (count == CAP)
      evict_lru();
    for (int j = 0; j < CAP && i < 0; j++)
      if (!slots[j].valid)
        i = j;
    slots[i].key = key; /* i == -1 when no slot is free */
    slots[i].valid = 1;
    count++;
  }
  slots[i].value = value;
  slots[i].stamp = ++now;
}

void lru_invalidate(int key) {
  swarm_log("invalidate");
  if (find(key) >= 0)
    count--; /* BUG: slots[i].valid = 0 is missing */
}

void lru_evict(void) {
  swarm_log("evict");
  evict_lru();
}

void lru_clear(void) {
  swarm_log("clear");
  for (int i = 0; i < CAP; i++)
    slots[i].valid = 0;
  count = 0;
}

int lru_size(void) {
  swarm_log("size");
  return count;
}

int main(void) {
  for (int i = 0; i < ITERATIONS; i++) {
    int key = __VERIFIER_nondet_int() & 7;
    switch (__VERIFIER_nondet_int()) {
    case 0: lru_get(key); break;
    case 1: lru_put(key, __VERIFIER_nondet_int()); break;
    case 2: lru_invalidate(key); break;
    case 3: lru_evict(); break;
    case 4: lru_clear(); break;
    default: lru_size(); break;
    }
  }
  return 0;
}
