/* SIG_IGN: raise returns 0 and nothing runs; SIGCHLD's default action
   ignores it; signal returns the disposition it replaces. */
#include <assert.h>
#include <signal.h>
static int hits;
static void on_signal(int sig) { hits += sig; }
int main(void) {
  assert(signal(SIGINT, on_signal) == SIG_DFL);
  assert(signal(SIGINT, SIG_IGN) == on_signal);
  assert(raise(SIGINT) == 0);
  assert(raise(SIGCHLD) == 0);
  assert(signal(SIGKILL, on_signal) == SIG_ERR);
  assert(raise(0) == 0 && raise(65) == -1);
  assert(hits == 0);
  return 0;
}
