// --nan-check: 0 / 0 (here 0.0f / 0.0f) is a new NaN.
extern float __VERIFIER_nondet_float(void);

int main(void) {
  float x = __VERIFIER_nondet_float(), y = __VERIFIER_nondet_float();
  if (x > -1.0f && x < 1.0f && y > -1.0f && y < 1.0f) {
    float q = x / y; /* fails for x = y = 0 */
    return q > 0.5f;
  }
  return 0;
}
