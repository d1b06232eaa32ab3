// Configuration 0 cannot answer: the program creates a thread when the
// "spawn" event happens, which the checker does not model (UNKNOWN). The
// configuration omitting "spawn" checks every execution without it and
// proves them safe: that statement is reported as a partial result.
#include <assert.h>
#include <pthread.h>
#include "swarmbmc.h"
extern int __VERIFIER_nondet_int(void);

static void *worker(void *arg) { return arg; }

int main(void) {
  int x = __VERIFIER_nondet_int();
  if (x > 100) {
    swarm_log("spawn");
    pthread_t thread;
    pthread_create(&thread, 0, worker, 0);
    pthread_join(thread, 0);
  } else {
    swarm_log("small");
  }
  int y = x > 100 ? 100 : x;
  assert(y <= 100);
  return 0;
}
