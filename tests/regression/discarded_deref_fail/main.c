/* Dereferences whose value is discarded are still evaluated (C11 6.8.3p2):
   a null pointer here crashes a native build at -O0. */
struct S { int f; };
extern int __VERIFIER_nondet_int(void);
int main(void) {
  int x = 1;
  int *p = __VERIFIER_nondet_int() ? &x : 0;
  *p;
  return 0;
}
