// A comparison of doubles is floating-point arithmetic: UNKNOWN, naming it.
double __VERIFIER_nondet_double(void);
int main(void) {
  double d = __VERIFIER_nondet_double();
  return d > 1.5;
}
