/*
 * printf_pool.c: a connection pool that logs with printf instead of
 * swarm_log, checked with --log-function printf: each constant format
 * string is a feature. connect creates one of at most 4 connections
 * (pushing it on the free list), acquire pops a free one, release pushes
 * one back, ping uses one, reset drops the free list.
 *
 * Bug: release does not check that the connection is in use: releasing a
 *      connection that is already free pushes it a second time, and with
 *      all 4 connections free that writes free_ids[4], one past the end
 *      ([bounds] store in pool_release). Four connects and a release, or
 *      one connect and four releases.
 * Options: --log-function printf
 * Features: "connect\n" "acquire %d\n" "release %d\n" "ping %d\n" "reset\n"
 * Needs: "connect\n" "release %d\n" (acquire and reset delay the bug; ping
 *        is irrelevant)
 * Smallest depth: 5
 * Verdicts: 1-3 BOUNDED; 4 VERIFIED; 5- FAILED
 * Depths quick: 5 20
 * Depths full: 5 30 60 120
 */
#include <stdio.h>

extern int __VERIFIER_nondet_int(void);

#ifndef ITERATIONS
#define ITERATIONS 10
#endif

#define POOL 4

int created;        /* connections 0..created-1 exist */
int busy[POOL];     /* in use by a client */
int free_ids[POOL]; /* stack of free connections */
int nfree;

void pool_connect(void) {
  printf("connect\n");
  if (created == POOL)
    return;
  free_ids[nfree++] = created++;
}

int pool_acquire(void) {
  if (nfree == 0)
    return -1;
  int id = free_ids[--nfree];
  printf("acquire %d\n", id);
  busy[id] = 1;
  return id;
}

void pool_release(int id) {
  printf("release %d\n", id);
  if (id < 0 || id >= created)
    return;
  /* BUG: no check that busy[id] is set */
  busy[id] = 0;
  free_ids[nfree++] = id;
}

void pool_ping(int id) {
  printf("ping %d\n", id);
  if (id >= 0 && id < created && busy[id])
    busy[id] = 1;
}

void pool_reset(void) {
  printf("reset\n");
  for (int i = 0; i < POOL; i++)
    busy[i] = 0;
  nfree = 0;
  created = 0;
}

int main(void) {
  for (int i = 0; i < ITERATIONS; i++) {
    int id = __VERIFIER_nondet_int();
    switch (__VERIFIER_nondet_int()) {
    case 0: pool_connect(); break;
    case 1: pool_acquire(); break;
    case 2: pool_release(id); break;
    case 3: pool_ping(id); break;
    default: pool_reset(); break;
    }
  }
  return 0;
}
