/* A bug reached before the longjmp is found; the jump back then makes
   setjmp return 1 and the program ends. */
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
