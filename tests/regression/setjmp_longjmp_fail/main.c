/* The state after the jump fails the last assertion: longjmp(recover, n)
   returns n from setjmp with the global stage set (natively the program
   aborts there). */
#include <assert.h>
#include <setjmp.h>
extern int __VERIFIER_nondet_int(void);
static jmp_buf recover;
static int stage;
static void fail_deep(int n) {
  stage = n;
  longjmp(recover, n);
}
int main(void) {
  int n = __VERIFIER_nondet_int();
  if (n < 1 || n > 5) return 0;
  int code = setjmp(recover);
  if (code == 0) {
    fail_deep(n);
    assert(0); /* never reached: fail_deep does not return */
  }
  assert(code == n && stage == n);
  assert(code != 4);
  return 0;
}
