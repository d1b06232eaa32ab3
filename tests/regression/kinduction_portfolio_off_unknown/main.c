// --no-k-induction: deepening alone cannot finish an unbounded loop, so
// the timeout ends it with UNKNOWN (the same program as kinduction_portfolio_pass).
extern void reach_error(void);
extern int __VERIFIER_nondet_int(void);
void __VERIFIER_assert(int cond) { if (!cond) reach_error(); }

int main(void) {
  int x = 0, y = 0;
  while (__VERIFIER_nondet_int()) {
    x++;
    y++;
    if (x > 1000) x = y = 0;
    __VERIFIER_assert(x == y);
  }
  return 0;
}
