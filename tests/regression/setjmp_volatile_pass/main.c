/* A volatile local changed between setjmp and longjmp keeps its new value
   (C11 7.13.2.1p3 leaves only non-volatile ones indeterminate). */
#include <assert.h>
#include <setjmp.h>
static jmp_buf env;
static void jump(void) { longjmp(env, 1); }
int main(void) {
  volatile int tries = 0;
  if (setjmp(env) == 0) {
    tries = 7;
    jump();
  }
  assert(tries == 7);
  return 0;
}
