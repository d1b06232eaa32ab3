// k-induction must not prove this: count(77) is 77, which main asserts it
// is not; with count's results arbitrary the check of main fails (as it
// should), and the portfolio's deepening finds the real counterexample.
extern void reach_error(void);
extern int __VERIFIER_nondet_int(void);

int count(int n) {
  if (n <= 0) return 0;
  return 1 + count(n - 1);
}

int main(void) {
  int n = __VERIFIER_nondet_int();
  if (n < 0 || n > 100) return 0;
  if (count(n) == 77) reach_error();
  return 0;
}
