/* The call through void (*)() runs set (no false invalid-function-pointer
   alarm): the assertion after it fails on the value set stored. */
#include <assert.h>
int g;
void set(int *a, int v) { *a = v; }
void call(void (*f)(), int v) { f(&g, v); }
extern int __VERIFIER_nondet_int(void);
int main(void) {
  call(set, __VERIFIER_nondet_int());
  assert(g != 42);
  return 0;
}
