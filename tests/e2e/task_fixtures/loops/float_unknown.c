// swarmbmc has no floating-point model: the check answers unknown.
extern void reach_error(void);
extern double __VERIFIER_nondet_double(void);
int main(void) {
  double x = __VERIFIER_nondet_double();
  if (x * 2.0 > 3.0) reach_error();
  return 0;
}
