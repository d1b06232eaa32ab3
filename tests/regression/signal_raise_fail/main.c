/* The handler's own check runs: it fails for the signal number the
   program raises on one input. */
#include <assert.h>
#include <signal.h>
extern int __VERIFIER_nondet_int(void);
static void on_signal(int sig) { assert(sig != SIGUSR2); }
int main(void) {
  signal(SIGUSR1, on_signal);
  signal(SIGUSR2, on_signal);
  raise(__VERIFIER_nondet_int() ? SIGUSR2 : SIGUSR1);
  return 0;
}
