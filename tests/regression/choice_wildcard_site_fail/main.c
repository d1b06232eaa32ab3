#include <assert.h>
int __VERIFIER_nondet_int(void);
int main(void) {
  if (__VERIFIER_nondet_int() == 7) /* no variable: named main.c:4:7 */
    assert(0);
  return 0;
}
