/* A non-volatile local changed between setjmp and longjmp is indeterminate
   after the jump (C11 7.13.2.1p3): it may not hold its new value (an
   optimising compiler keeps it in a register that longjmp restores). */
#include <assert.h>
#include <setjmp.h>
static jmp_buf env;
static void jump(void) { longjmp(env, 1); }
int main(void) {
  int tries = 0;
  if (setjmp(env) == 0) {
    tries = 7;
    jump();
  }
  assert(tries == 7);
  return 0;
}
