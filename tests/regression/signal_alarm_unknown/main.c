/* The SIGALRM handler would run asynchronously, at any moment after
   alarm: not modelled, so UNKNOWN naming alarm, never VERIFIED. */
#include <assert.h>
#include <signal.h>
#include <unistd.h>
static volatile int fired;
static void on_alarm(int sig) {
  (void)sig;
  fired = 1;
}
int main(void) {
  signal(SIGALRM, on_alarm);
  alarm(1);
  while (!fired) pause();
  assert(fired == 1);
  return 0;
}
