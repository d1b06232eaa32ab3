// k-induction must not prove this: x steps by 2, except once, at x == 600
// (pass 300), where it steps by 1; the assertion then fails. Deepening
// finds it; the parity candidate is not inductive.
extern void reach_error(void);
extern int __VERIFIER_nondet_int(void);
void __VERIFIER_assert(int cond) { if (!cond) reach_error(); }

int main(void) {
  unsigned int x = 0;
  while (__VERIFIER_nondet_int()) {
    if (x == 600) x += 1;
    else x += 2;
    __VERIFIER_assert(x % 2 == 0);
  }
  return 0;
}
