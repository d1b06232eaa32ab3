// --float-overflow-check: 1 / x is an infinity for x = 0 (CBMC counts a
// division by zero as overflow too).
extern double __VERIFIER_nondet_double(void);

int main(void) {
  double x = __VERIFIER_nondet_double();
  if (x > -1.0 && x < 1.0) {
    double q = 1.0 / x; /* fails for x = 0 (and tiny x) */
    return q > 2.0;
  }
  return 0;
}
