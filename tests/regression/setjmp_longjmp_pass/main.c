/* longjmp comes back once, to the setjmp that filled the buffer, with its
   value; the code after the longjmp call never runs. */
#include <assert.h>
#include <setjmp.h>
extern int __VERIFIER_nondet_int(void);
static jmp_buf recover;
static int stage;
static void fail_deep(int n) {
  stage = n;
  longjmp(recover, n);
  stage = -1;
}
int main(void) {
  int n = __VERIFIER_nondet_int();
  if (n < 1 || n > 5) return 0;
  int code = setjmp(recover);
  if (code == 0) {
    fail_deep(n);
    assert(0);
  }
  assert(code == n && stage == n);
  return 0;
}
