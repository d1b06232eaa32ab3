/* SA_SIGINFO: the handler's check of its siginfo runs, and fails: raise's
   si_code is SI_TKILL, not SI_USER (kill's). */
#include <assert.h>
#include <signal.h>
#include <string.h>
static void on_info(int sig, siginfo_t *info, void *context) {
  (void)sig;
  (void)context;
  assert(info->si_code == SI_USER);
}
int main(void) {
  struct sigaction action;
  memset(&action, 0, sizeof action);
  action.sa_sigaction = on_info;
  action.sa_flags = SA_SIGINFO;
  sigaction(SIGUSR2, &action, 0);
  raise(SIGUSR2);
  return 0;
}
