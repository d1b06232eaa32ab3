// llvm.powi (__builtin_powi) is not built: UNKNOWN naming the intrinsic.
// The double arithmetic around it is modelled.
double __VERIFIER_nondet_double(void);
int main(void) {
  double d = __VERIFIER_nondet_double();
  double e = d * 2.0 + 1.0;
  return __builtin_powi(e, 3) > 1.5;
}
