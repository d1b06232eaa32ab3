/*
 * hashtable.c: a hash table with separate chaining, 4 buckets, nodes taken
 * from a static pool of 5 (a free list of released nodes, then fresh ones).
 * Keys are 0..15.
 *
 * Bug: remove() returns a node to the free list only when it was not the
 *      first node of its bucket; a removed first node leaks. used (live
 *      nodes) still drops, so insert's "pool full" check (used == POOL)
 *      passes while every pool node is taken or leaked, and the fresh node
 *      index reaches POOL: insert k, remove k, then 5 inserts of distinct
 *      keys write pool[5] ([bounds] store in ht_insert).
 * Features: insert lookup remove clear count
 * Needs: insert remove (clear delays the bug; lookup and count are irrelevant)
 * Smallest depth: 7
 * Verdicts: 1-3 BOUNDED; 4-6 VERIFIED; 7- FAILED
 * Depths quick: 4 7
 * Depths full: 7 9 12 15
 */
#include "swarmbmc.h"

extern int __VERIFIER_nondet_int(void);

#ifndef ITERATIONS
#define ITERATIONS 12
#endif

#define NBUCKETS 4
#define POOL 5
#define NIL (-1)

struct node {
  int key;
  int value;
  int next;
};

struct node pool[POOL];
int bucket[NBUCKETS];
int free_list = NIL;
int fresh; /* pool[fresh..] were never used */
int used;  /* live nodes */

static int new_node(void) {
  if (free_list != NIL) {
    int n = free_list;
    free_list = pool[n].next;
    return n;
  }
  return fresh++;
}

/* Chains are at most POOL long: the loops below have a constant bound. */
void ht_insert(int key, int value) {
  swarm_log("insert");
  int h = key % NBUCKETS;
  int n = bucket[h];
  for (int k = 0; k < POOL && n != NIL; k++, n = pool[n].next)
    if (pool[n].key == key) {
      pool[n].value = value;
      return;
    }
  if (used == POOL)
    return; /* full */
  n = new_node();
  pool[n].key = key;
  pool[n].value = value;
  pool[n].next = bucket[h];
  bucket[h] = n;
  used++;
}

int ht_lookup(int key) {
  swarm_log("lookup");
  int n = bucket[key % NBUCKETS];
  for (int k = 0; k < POOL && n != NIL; k++, n = pool[n].next)
    if (pool[n].key == key)
      return pool[n].value;
  return -1;
}

void ht_remove(int key) {
  swarm_log("remove");
  int h = key % NBUCKETS;
  int prev = NIL;
  int n = bucket[h];
  for (int k = 0; k < POOL && n != NIL; k++, prev = n, n = pool[n].next) {
    if (pool[n].key != key)
      continue;
    if (prev == NIL) {
      bucket[h] = pool[n].next; /* BUG: n is not put on the free list */
    } else {
      pool[prev].next = pool[n].next;
      pool[n].next = free_list;
      free_list = n;
    }
    used--;
    return;
  }
}

void ht_clear(void) {
  swarm_log("clear");
  for (int h = 0; h < NBUCKETS; h++)
    bucket[h] = NIL;
  free_list = NIL;
  fresh = 0;
  used = 0;
}

int ht_count(void) {
  swarm_log("count");
  return used;
}

int main(void) {
  for (int h = 0; h < NBUCKETS; h++)
    bucket[h] = NIL;
  for (int i = 0; i < ITERATIONS; i++) {
    int key = __VERIFIER_nondet_int() & 15;
    switch (__VERIFIER_nondet_int()) {
    case 0: ht_insert(key, __VERIFIER_nondet_int()); break;
    case 1: ht_lookup(key); break;
    case 2: ht_remove(key); break;
    case 3: ht_clear(); break;
    default: ht_count(); break;
    }
  }
  return 0;
}
