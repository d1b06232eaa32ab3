// k-induction must not prove this: the recursion is pure, but its 500th
// level reaches the error. Checking count's body for any arguments finds
// it (so no proof); BMC needs 500 levels to.
extern void reach_error(void);
extern int __VERIFIER_nondet_int(void);

int count(int n, int level) {
  if (level == 500) reach_error();
  if (n <= 0) return 0;
  return 1 + count(n - 1, level + 1);
}

int main(void) {
  int n = __VERIFIER_nondet_int();
  if (n < 0 || n > 600) return 0;
  return count(n, 0);
}
