/* SA_SIGINFO: raise calls sa_sigaction with a siginfo naming the signal
   and SI_TKILL (raise's si_code under Linux). */
#include <assert.h>
#include <signal.h>
#include <string.h>
static int seen;
static void on_info(int sig, siginfo_t *info, void *context) {
  (void)context;
  seen = sig == SIGUSR2 && info->si_signo == SIGUSR2 && info->si_code == SI_TKILL;
}
int main(void) {
  struct sigaction action;
  memset(&action, 0, sizeof action);
  action.sa_sigaction = on_info;
  action.sa_flags = SA_SIGINFO;
  sigaction(SIGUSR2, &action, 0);
  raise(SIGUSR2);
  assert(seen == 1);
  return 0;
}
