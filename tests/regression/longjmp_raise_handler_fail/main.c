/* raise() runs the handler, which longjmps out of it and out of raise
   back to main's setjmp with the signal number. */
#include <assert.h>
#include <setjmp.h>
#include <signal.h>
static jmp_buf env;
static void on_signal(int sig) { longjmp(env, sig); }
int main(void) {
  signal(SIGUSR1, on_signal);
  int sig = setjmp(env);
  if (sig == 0) {
    raise(SIGUSR1);
    return 1;
  }
  assert(sig != SIGUSR1);
  return 0;
}
