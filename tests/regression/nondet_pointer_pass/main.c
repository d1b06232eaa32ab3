extern void *__VERIFIER_nondet_pointer(void);
int main(void) {
  int *p = __VERIFIER_nondet_pointer();
  if (p) *p = 3;
  return p ? *p - 3 : 0;
}
