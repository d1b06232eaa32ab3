// llvm.powi (__builtin_powi) with an exponent not constant on the path is
// not built: UNKNOWN naming the intrinsic. The double arithmetic around it
// is modelled.
double __VERIFIER_nondet_double(void);
int __VERIFIER_nondet_int(void);
int main(void) {
  double d = __VERIFIER_nondet_double();
  double e = d * 2.0 + 1.0;
  return __builtin_powi(e, __VERIFIER_nondet_int()) > 1.5;
}
