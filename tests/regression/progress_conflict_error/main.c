extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int);
#include <assert.h>
// The trace shows assignments to locals, struct members, array elements,
// parameters, globals and pointers, with their source locations.
int g;
struct P { int x; int y; };
int f(int a) { int r = a * 2; return r + 1; }
int main(void) {
  int n = __VERIFIER_nondet_int();
  int arr[4] = {0};
  struct P p;
  p.y = n;
  arr[2] = n + 1;
  g = f(n);
  int *q = &arr[1];
  assert(g != 7);
  return *q;
}
