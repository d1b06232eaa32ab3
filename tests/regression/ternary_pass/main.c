#include <assert.h>
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int cond);

static int max(int a, int b) { return a > b ? a : b; }
static int clamp(int v, int lo, int hi) { return v < lo ? lo : v > hi ? hi : v; }

int main(void) {
  int x = __VERIFIER_nondet_int();
  int y = __VERIFIER_nondet_int();
  int m = max(x, y);
  assert(m >= x && m >= y && (m == x || m == y));
  int c = clamp(x, -10, 10);
  assert(c >= -10 && c <= 10 && (c == x || x < -10 || x > 10));
  __VERIFIER_assume(x > -1000 && x < 1000);
  int abs_x = x < 0 ? -x : x;
  assert(abs_x >= 0 && abs_x < 1000);
  return 0;
}
