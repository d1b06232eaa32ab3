/* The function that called setjmp has returned: jumping back into its
   frame is undefined (C11 7.13.2.1p2). */
#include <setjmp.h>
extern int __VERIFIER_nondet_int(void);
static jmp_buf env;
static int arm(void) {
  if (setjmp(env) != 0) return 1;
  return 0;
}
int main(void) {
  arm();
  if (__VERIFIER_nondet_int() == 3) longjmp(env, 1);
  return 0;
}
