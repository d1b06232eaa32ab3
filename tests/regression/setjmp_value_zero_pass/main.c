/* longjmp(env, 0) makes setjmp return 1 (C11 7.13.2.1p4). */
#include <assert.h>
#include <setjmp.h>
static jmp_buf env;
static void jump(int value) { longjmp(env, value); }
int main(void) {
  int result = setjmp(env);
  if (result == 0) jump(0);
  assert(result == 1);
  return 0;
}
