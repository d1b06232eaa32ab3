extern unsigned __VERIFIER_nondet_uint(void);
extern unsigned char __VERIFIER_nondet_uchar(void);
int main(void) {
  unsigned x = __VERIFIER_nondet_uint();
  unsigned char c = __VERIFIER_nondet_uchar();
  /* unsigned shifts are defined whatever bits they lose; c is promoted to
     int, and 255 << 16 fits: no overflow (SV-COMP bitvector/byte_add) */
  return (int)((x << 3) | ((unsigned)c << 24) | (c << 16));
}
