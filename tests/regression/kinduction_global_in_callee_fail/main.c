// k-induction must not prove this: the loop writes the global g in a
// called function, and the assertion fails after 300 passes (beyond
// --max-k, so the answer is BOUNDED with the step failing).
#include <assert.h>
extern int __VERIFIER_nondet_int(void);
int g = 0;

void bump(void) { g++; }

int main(void) {
  while (__VERIFIER_nondet_int()) {
    bump();
    assert(g != 300);
  }
  return 0;
}
