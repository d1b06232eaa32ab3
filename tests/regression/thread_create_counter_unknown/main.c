/* Two threads increment a counter under a mutex: 2 after both are joined.
   Threads are not modelled, so the verdict is UNKNOWN naming pthread_create
   (havocking the call alone gave a false alarm: counter == 0). */
#include <assert.h>
#include <pthread.h>
static int counter;
static pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;
static void *work(void *arg) {
  (void)arg;
  pthread_mutex_lock(&lock);
  counter++;
  pthread_mutex_unlock(&lock);
  return 0;
}
int main(void) {
  pthread_t a, b;
  pthread_create(&a, 0, work, 0);
  pthread_create(&b, 0, work, 0);
  pthread_join(a, 0);
  pthread_join(b, 0);
  assert(counter == 2);
  return 0;
}
