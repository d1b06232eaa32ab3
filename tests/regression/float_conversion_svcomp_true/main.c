// Under an SV-COMP property [float-conversion] is not checked (no SV-COMP
// property has it): an undefined conversion is any value, neither a
// violation nor a cut; a defined one keeps its exact value.
extern double __VERIFIER_nondet_double(void);
extern void reach_error(void);

int main(void) {
  double h = __VERIFIER_nondet_double();
  int k = (int)h; /* undefined for a NaN or |h| >= 2^31 */
  if (h > -10.0 && h < 10.0 && (k > 9 || k < -9)) reach_error();
  return 0;
}
