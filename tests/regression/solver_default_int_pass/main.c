// A program without floating-point arithmetic keeps CaDiCaL by default, even
// when it declares (but never computes with) a double.
#include <assert.h>
extern int __VERIFIER_nondet_int(void);

struct sample { int count; double unused; };

int main(void) {
  struct sample s = {0};
  int n = __VERIFIER_nondet_int();
  if (n < 0 || n > 10) return 0;
  for (int i = 0; i < n; i++) s.count++;
  assert(s.count <= 10);
  return 0;
}
