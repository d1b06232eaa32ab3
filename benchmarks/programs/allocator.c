/*
 * allocator.c: a first-fit allocator over a 128-byte arena with a table of
 * at most 12 blocks (start, size, in use): alloc splits a larger free
 * block, release marks a block free, coalesce merges the last block into
 * its free left neighbour,
 * check verifies the table's invariants, reset starts over.
 *
 * Bug: alloc splits a block without checking that the block table has
 *      room: each split adds an entry, and the 12th split writes
 *      blocks[12], one past the end ([bounds] store in my_alloc). Allocs of
 *      1..8 bytes from the fresh arena split every time: 12 allocs.
 * Features: alloc release coalesce check reset
 * Needs: alloc (coalesce and reset delay the bug; release and check are
 *        irrelevant)
 * Smallest depth: 12
 * Verdicts: 1-11 BOUNDED; 12- FAILED (coalesce and check loop 12 times)
 * Depths quick: 11 12
 * Depths full: 12 20 40 80
 */
#include <assert.h>

#include "swarmbmc.h"

extern int __VERIFIER_nondet_int(void);

#ifndef ITERATIONS
#define ITERATIONS 12
#endif

#define ARENA 128
#define MAXBLOCKS 12

struct block {
  int start;
  int size;
  int used;
};

/* Unordered table; blocks[0..nblocks) tile the arena. */
struct block blocks[MAXBLOCKS] = {{0, ARENA, 0}};
int nblocks = 1;

int my_alloc(int n) {
  swarm_log("alloc");
  for (int i = 0; i < MAXBLOCKS; i++) {
    if (i >= nblocks || blocks[i].used || blocks[i].size < n)
      continue;
    if (blocks[i].size > n) { /* split: the rest becomes a new free block */
      /* BUG: no check that nblocks < MAXBLOCKS */
      blocks[nblocks].start = blocks[i].start + n;
      blocks[nblocks].size = blocks[i].size - n;
      blocks[nblocks].used = 0;
      nblocks++;
      blocks[i].size = n;
    }
    blocks[i].used = 1;
    return blocks[i].start;
  }
  return -1;
}

void my_release(int start) {
  swarm_log("release");
  for (int i = 0; i < MAXBLOCKS; i++)
    if (i < nblocks && blocks[i].used && blocks[i].start == start) {
      blocks[i].used = 0;
      return;
    }
}

/* Merges the last table entry into the free block that ends where it
 * starts, when both are free (one merge per call). */
void coalesce(void) {
  swarm_log("coalesce");
  int last = nblocks - 1;
  if (last < 1 || blocks[last].used)
    return;
  for (int i = 0; i < MAXBLOCKS; i++)
    if (i < last && !blocks[i].used && blocks[i].start + blocks[i].size == blocks[last].start) {
      blocks[i].size += blocks[last].size;
      nblocks--;
      return;
    }
}

void check(void) {
  swarm_log("check");
  int total = 0;
  for (int i = 0; i < MAXBLOCKS; i++)
    if (i < nblocks)
      total += blocks[i].size;
  assert(total == ARENA);
}

void reset(void) {
  swarm_log("reset");
  blocks[0].start = 0;
  blocks[0].size = ARENA;
  blocks[0].used = 0;
  nblocks = 1;
}

int main(void) {
  for (int i = 0; i < ITERATIONS; i++) {
    int arg = __VERIFIER_nondet_int();
    switch (__VERIFIER_nondet_int()) {
    case 0: my_alloc(1 + (arg & 7)); break;
    case 1: my_release(arg); break;
    case 2: coalesce(); break;
    case 3: check(); break;
    default: reset(); break;
    }
  }
  return 0;
}
