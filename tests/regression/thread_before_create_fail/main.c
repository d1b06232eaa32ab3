/* A bug reached before any thread is created is still found: the path is
   cut only at pthread_create. */
#include <assert.h>
#include <pthread.h>
extern int __VERIFIER_nondet_int(void);
static void *work(void *arg) { return arg; }
int main(void) {
  int n = __VERIFIER_nondet_int();
  assert(n != 7);
  pthread_t t;
  pthread_create(&t, 0, work, 0);
  pthread_join(t, 0);
  return 0;
}
