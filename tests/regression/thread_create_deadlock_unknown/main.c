/* Two threads take two mutexes in opposite orders: they may deadlock.
   Threads are not modelled: UNKNOWN naming pthread_create, never VERIFIED. */
#include <pthread.h>
static pthread_mutex_t a = PTHREAD_MUTEX_INITIALIZER, b = PTHREAD_MUTEX_INITIALIZER;
static void *one(void *arg) {
  (void)arg;
  pthread_mutex_lock(&a);
  pthread_mutex_lock(&b);
  pthread_mutex_unlock(&b);
  pthread_mutex_unlock(&a);
  return 0;
}
static void *two(void *arg) {
  (void)arg;
  pthread_mutex_lock(&b);
  pthread_mutex_lock(&a);
  pthread_mutex_unlock(&a);
  pthread_mutex_unlock(&b);
  return 0;
}
int main(void) {
  pthread_t x, y;
  pthread_create(&x, 0, one, 0);
  pthread_create(&y, 0, two, 0);
  pthread_join(x, 0);
  pthread_join(y, 0);
  return 0;
}
