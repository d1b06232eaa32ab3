// Found by Csmith differential testing (medium profile, seed 1051): a struct
// argument larger than 16 bytes is passed `byval` on x86-64, and the callee's
// writes to its parameter went to the caller's object instead of a copy.
#include <assert.h>
extern int __VERIFIER_nondet_int(void);

struct S { long a, b, c; };
static struct S g = {1, 2, 3};

static long bump(struct S p, int by) {
  p.b += by;
  return p.b;
}

int main(void) {
  int by = __VERIFIER_nondet_int();
  struct S local = {4, 5, 6};
  long r = bump(g, by);
  long s = bump(local, 40);
  assert(r == 2 + (long)by && s == 45);
  assert(local.b == 45);  // fails: the callee changed a copy
  return 0;
}
