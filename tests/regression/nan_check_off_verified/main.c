// --nan-check: inf - inf makes a NaN from operands that are not NaNs.
extern double __VERIFIER_nondet_double(void);

int main(void) {
  double x = __VERIFIER_nondet_double(), y = __VERIFIER_nondet_double();
  if (x == x && y == y) {  /* neither is a NaN */
    double d = x - y;      /* fails for x = y = inf */
    return d > 0.0;
  }
  return 0;
}
