/* The state after the jump fails the last assertion (natively the program
   aborts there). Non-local jumps are not modelled: reaching longjmp is
   UNKNOWN naming it (treating setjmp and longjmp as unmodelled functions
   was VERIFIED). */
#include <assert.h>
#include <setjmp.h>
static jmp_buf recover;
static int stage;
static void fail_deep(int n) {
  stage = n;
  longjmp(recover, n);
}
int main(void) {
  int code = setjmp(recover);
  if (code == 0) {
    fail_deep(3);
    assert(0);
  }
  assert(code == 3 && stage == 3);
  assert(stage != 3);
  return 0;
}
