#include <assert.h>
#include <stdbool.h>
extern _Bool __VERIFIER_nondet_bool(void);
extern unsigned char __VERIFIER_nondet_uchar(void);

int main(void) {
  bool b = __VERIFIER_nondet_bool();
  assert(b == 0 || b == 1);
  bool c = 5;
  assert(c == 1);
  bool d = !b;
  assert(d != b);
  int n = b + b;
  assert(n == 0 || n == 2);
  assert(!(b && !b));
  unsigned char raw = __VERIFIER_nondet_uchar();
  bool g = raw;
  assert(g == (raw != 0));
  return 0;
}
