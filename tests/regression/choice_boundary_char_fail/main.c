char __VERIFIER_nondet_char(void);
int main(void) {
  char c = __VERIFIER_nondet_char();
  int scale = 1000 / (c + 128); /* zero at the type's minimum */
  return scale > 0;
}
