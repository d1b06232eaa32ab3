/* abort() runs the SIGABRT handler first: its assertion fails. */
#include <assert.h>
#include <signal.h>
#include <stdlib.h>
static int cleaned;
static void on_abort(int sig) {
  (void)sig;
  cleaned++;
  assert(cleaned == 0);
}
int main(void) {
  struct sigaction action = {0};
  action.sa_handler = on_abort;
  sigaction(SIGABRT, &action, 0);
  abort();
}
