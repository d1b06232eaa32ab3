extern void *__VERIFIER_nondet_pointer(void);
int main(void) {
  int *p = __VERIFIER_nondet_pointer();
  return *p;
}
