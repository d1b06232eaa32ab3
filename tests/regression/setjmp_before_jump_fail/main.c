/* A bug reached before the longjmp is still found: only the jump cuts
   the path. */
#include <assert.h>
#include <setjmp.h>
extern int __VERIFIER_nondet_int(void);
static jmp_buf recover;
int main(void) {
  int n = __VERIFIER_nondet_int();
  if (setjmp(recover) == 0) {
    assert(n != 5);
    longjmp(recover, 1);
  }
  return 0;
}
