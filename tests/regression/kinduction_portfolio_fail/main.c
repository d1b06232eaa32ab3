// --property without --depth: the bug needs 7 passes; deepening finds it
// (and replays it) while k-induction's step cannot prove the program.
extern void reach_error(void);
extern int __VERIFIER_nondet_int(void);
void __VERIFIER_assert(int cond) { if (!cond) reach_error(); }

int main(void) {
  int x = 0, y = 0;
  while (__VERIFIER_nondet_int()) {
    x++;
    if (x % 7 == 0) y++;
    __VERIFIER_assert(y == 0);
  }
  return 0;
}
