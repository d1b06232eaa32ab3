#include <assert.h>
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int cond);

struct Account {
  int id;
  int balance;
  int history[3];
};

void deposit(int *balance, int amount) {
  *balance += amount;
}

void record(struct Account *acc, int slot, int value) {
  int *h = &acc->history[slot];
  *h = value;
}

int main(void) {
  struct Account acc = {7, 100, {0}};
  int *pb = &acc.balance;
  deposit(pb, 50);
  assert(acc.balance == 150 && acc.id == 7);
  record(&acc, 2, 5);
  assert(acc.history[2] == 5 && acc.history[0] == 0);
  struct Account *ap = &acc;
  ap->id = 9;
  assert(acc.id == 9 && *pb == 150);
  int amount = __VERIFIER_nondet_int();
  __VERIFIER_assume(amount >= 0 && amount <= 1000);
  deposit(&acc.balance, amount);
  assert(acc.balance >= 150 && acc.balance <= 1150 && acc.id == 9);
  return 0;
}
