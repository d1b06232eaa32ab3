// --float-overflow-check: a finite double beyond FLT_MAX narrows to an infinity.
extern double __VERIFIER_nondet_double(void);

int main(void) {
  double d = __VERIFIER_nondet_double();
  if (d > 0.0 && d < 1e300) {
    float f = (float)d; /* fails for d >= FLT_MAX + half an ulp */
    return f > 1.0f;
  }
  return 0;
}
