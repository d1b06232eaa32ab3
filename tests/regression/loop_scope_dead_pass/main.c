/* The variable kept across iterations is declared outside the loop. */
#include <assert.h>
extern int __VERIFIER_nondet_int(void);
int main(void) {
  int *last = 0;
  int v = 0;
  int n = __VERIFIER_nondet_int();
  for (int i = 0; i < n && i < 3 && (last == 0 || *last < 3); i++) {
    v = i;
    last = &v;
  }
  assert(last == 0 || *last < 3);
  return 0;
}
