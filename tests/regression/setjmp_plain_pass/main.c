/* setjmp without any longjmp returns 0 once: the code for a jump back is
   never run, and nothing is assumed about unmodelled functions. */
#include <assert.h>
#include <setjmp.h>
extern int __VERIFIER_nondet_int(void);
static jmp_buf recover;
int main(void) {
  int value = __VERIFIER_nondet_int();
  if (setjmp(recover) != 0) {
    assert(0);
  }
  if (value > 0) value = -value;
  assert(value <= 0);
  return 0;
}
