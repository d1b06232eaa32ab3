// (unsigned) of a float is defined down to -0.999... (its integral part is
// 0), undefined from -1 down: -1.5 truncates to -1, which unsigned cannot hold.
extern float __VERIFIER_nondet_float(void);

int main(void) {
  float f = __VERIFIER_nondet_float();
  if (f > -2.0f && f < 10.0f) {
    unsigned u = (unsigned)f; /* fails for f in (-2, -1] */
    return (int)(u & 1u);
  }
  return 0;
}
