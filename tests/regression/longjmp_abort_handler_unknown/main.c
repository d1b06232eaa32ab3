/* abort() runs the SIGABRT handler, which longjmps back into main (natively
   the program then exits 0). The encoder itself calls a handler run by
   abort, so a jump out of it is UNKNOWN, never a dropped path. */
#include <assert.h>
#include <setjmp.h>
#include <signal.h>
#include <stdlib.h>
static jmp_buf env;
static void on_abort(int sig) { longjmp(env, sig); }
int main(void) {
  signal(SIGABRT, on_abort);
  if (setjmp(env) == 0) abort();
  assert(0);
  return 0;
}
