// --property without --depth: deepening alone could only go on until the
// timeout (the loop has no bound); k-induction on the second thread proves
// the program and ends the run.
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
