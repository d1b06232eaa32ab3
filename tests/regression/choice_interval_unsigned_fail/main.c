unsigned __VERIFIER_nondet_uint(void);
/* A buffer whose index is an input. */
int main(void) {
  char buffer[16];
  unsigned size = __VERIFIER_nondet_uint();
  if (size <= 64) buffer[size] = 1;
  return buffer[0];
}
