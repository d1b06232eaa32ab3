/* longjmp two calls down: both frames are abandoned (parse's code after
   the call never runs) and setjmp returns the error code, checked after. */
#include <assert.h>
#include <setjmp.h>
extern int __VERIFIER_nondet_int(void);
static jmp_buf on_error;
static int parsed;
static void check_digit(int c) {
  if (c < 0 || c > 9) longjmp(on_error, 100 + c);
}
static void parse(int c) {
  check_digit(c);
  parsed = 1;
}
int main(void) {
  int c = __VERIFIER_nondet_int();
  int error = setjmp(on_error);
  if (error == 0) {
    parse(c);
    assert(parsed == 1);
    return 0;
  }
  assert(parsed == 0);
  assert(error != 112);
  return 0;
}
