/* raise runs the installed handler before it returns (as an unmodelled
   function it did not: hits == 0, a false alarm); sigaction with
   SA_RESETHAND runs it once, then the default action ends the program. */
#include <assert.h>
#include <signal.h>
#include <unistd.h>
static int hits;
static void on_signal(int sig) { hits += sig == SIGUSR1; }
int main(void) {
  signal(SIGUSR1, on_signal);
  raise(SIGUSR1);
  assert(hits == 1);
  struct sigaction action;
  action.sa_handler = on_signal;
  sigemptyset(&action.sa_mask);
  action.sa_flags = SA_RESETHAND;
  sigaction(SIGUSR1, &action, 0);
  kill(getpid(), SIGUSR1);
  assert(hits == 2);
  raise(SIGUSR1); /* SIG_DFL again: the program ends here */
  assert(0);
  return 0;
}
