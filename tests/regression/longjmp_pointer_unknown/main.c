/* longjmp called through a function pointer: the frontend lowers direct
   calls only, so reaching it is UNKNOWN naming it (never a jump that is
   silently dropped). */
#include <assert.h>
#include <setjmp.h>
static jmp_buf recover;
static void (*volatile jump)(struct __jmp_buf_tag *, int) = longjmp;
int main(void) {
  int code = setjmp(recover);
  if (code == 0) {
    jump(recover, 3);
    assert(0);
  }
  assert(code == 3);
  return 0;
}
