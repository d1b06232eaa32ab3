extern int __VERIFIER_nondet_int(void);
int main(void) {
  int x = __VERIFIER_nondet_int();
  if (x > -4 && x < 4) return x << 2; /* x < 0: shifting a negative value is undefined */
  return 0;
}
