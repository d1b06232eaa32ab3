/*
 * bank_fixed.c: bank.c with transfer also refusing a frozen source. A
 * correct program with 9 features: its times measure how long a proof
 * takes.
 *
 * Bug: none.
 * Features: open close deposit withdraw transfer interest freeze unfreeze audit
 * Needs: -
 * Smallest depth: -
 * Verdicts: 1-2 BOUNDED; 3- VERIFIED
 * Depths quick: 3 4
 * Depths full: 4 6 8 10
 */
#include <assert.h>

#include "swarmbmc.h"

extern int __VERIFIER_nondet_int(void);

#ifndef ITERATIONS
#define ITERATIONS 10
#endif

#define NACC 3
#define LIMIT 1000000 /* balances stay far below INT_MAX */

int is_open[NACC] = {1, 1, 1};
int balance[NACC];
int frozen[NACC];
int frozen_balance[NACC];

static int usable(int a) { return a >= 0 && a < NACC && is_open[a]; }

void open_account(int a) {
  swarm_log("open");
  if (a >= 0 && a < NACC && !is_open[a]) {
    is_open[a] = 1;
    balance[a] = 0;
    frozen[a] = 0;
  }
}

void close_account(int a) {
  swarm_log("close");
  if (usable(a) && !frozen[a] && balance[a] == 0)
    is_open[a] = 0;
}

void deposit(int a, int amount) {
  swarm_log("deposit");
  if (!usable(a) || frozen[a] || amount <= 0 || amount > 100 || balance[a] > LIMIT)
    return;
  balance[a] += amount;
}

void withdraw(int a, int amount) {
  swarm_log("withdraw");
  if (!usable(a) || frozen[a] || amount <= 0 || amount > balance[a])
    return;
  balance[a] -= amount;
}

void transfer(int a, int b, int amount) {
  swarm_log("transfer");
  if (!usable(a) || !usable(b) || a == b || frozen[a] || frozen[b] || amount <= 0 || amount > balance[a])
    return;
  balance[a] -= amount;
  balance[b] += amount;
}

void interest(int a) {
  swarm_log("interest");
  if (usable(a) && !frozen[a] && balance[a] < LIMIT)
    balance[a] += balance[a] >> 7; /* 0.78 %, rounded down */
}

void freeze(int a) {
  swarm_log("freeze");
  if (usable(a) && !frozen[a]) {
    frozen[a] = 1;
    frozen_balance[a] = balance[a];
  }
}

void unfreeze(int a) {
  swarm_log("unfreeze");
  if (usable(a))
    frozen[a] = 0;
}

void audit(void) {
  swarm_log("audit");
  for (int a = 0; a < NACC; a++) {
    assert(balance[a] >= 0);
    assert(!frozen[a] || balance[a] == frozen_balance[a]);
  }
}

int main(void) {
  for (int i = 0; i < ITERATIONS; i++) {
    int a = __VERIFIER_nondet_int() & 3; /* 3 is no account */
    int b = __VERIFIER_nondet_int() & 3;
    int amount = __VERIFIER_nondet_int() & 127;
    switch (__VERIFIER_nondet_int()) {
    case 0: open_account(a); break;
    case 1: close_account(a); break;
    case 2: deposit(a, amount); break;
    case 3: withdraw(a, amount); break;
    case 4: transfer(a, b, amount); break;
    case 5: interest(a); break;
    case 6: freeze(a); break;
    case 7: unfreeze(a); break;
    default: audit(); break;
    }
  }
  return 0;
}
