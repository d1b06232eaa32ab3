/* Lowering setjmp/longjmp deletes no failure: the store to a null pointer
   in the function that calls setjmp is still reported (LLVM's usual
   cleanup of unreachable blocks would turn it into `unreachable`). */
#include <setjmp.h>
static jmp_buf env;
static void jump(void) { longjmp(env, 1); }
int main(void) {
  if (setjmp(env)) {
    *(int *)0 = 1;
    return 1;
  }
  jump();
  return 0;
}
