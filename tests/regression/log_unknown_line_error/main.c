/* A bank account whose withdrawals are not checked; the log of a run
   (printf lines and swarm_log events) restricts the executions checked. */
#include <assert.h>
#include <stdio.h>
#include "swarmbmc.h"
extern int __VERIFIER_nondet_int(void);
int balance = 100;
int main(void) {
  for (int i = 0; i < 6; i++) {
    int op = __VERIFIER_nondet_int();
    int amount = __VERIFIER_nondet_int();
    if (op == 0) {
      if (amount < 0 || amount > 1000) continue;
      balance += amount;
      printf("deposit %d\n", amount);
    } else if (op == 1) {
      if (amount <= 0) continue;
      balance -= amount;              /* no check: the balance can go negative */
      printf("withdraw %d\n", amount);
    } else {
      swarm_log("audit");
      assert(balance >= 0);
    }
  }
  return 0;
}
