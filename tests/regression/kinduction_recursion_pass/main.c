// Recursion without a bound unrolling can reach (gcd by subtraction, any
// positive arguments): no subtraction can overflow, whatever the recursive
// calls return. k-induction checks gcd's body for any arguments with the
// recursive calls returning any value, then main with gcd's calls likewise.
extern int __VERIFIER_nondet_int(void);

int gcd(int a, int b) {
  if (a <= 0 || b <= 0) return 0;
  if (a == b) return a;
  if (a > b) return gcd(a - b, b);
  return gcd(a, b - a);
}

int main(void) {
  int m = __VERIFIER_nondet_int(), n = __VERIFIER_nondet_int();
  if (m <= 0 || n <= 0) return 0;
  return gcd(m, n) < 0;
}
