// swarmbmc has no model of long double (x87 80-bit): the check answers unknown.
extern void reach_error(void);
extern double __VERIFIER_nondet_double(void);
int main(void) {
  long double x = __VERIFIER_nondet_double();
  if (x * 2.0L > 3.0L) reach_error();
  return 0;
}
