extern unsigned char __VERIFIER_nondet_uchar(void);
int main(void) {
  unsigned char c = __VERIFIER_nondet_uchar();
  /* c is promoted to (signed) int: c >= 128 shifts a bit into the sign bit */
  int word = c << 24;
  return word != 0;
}
