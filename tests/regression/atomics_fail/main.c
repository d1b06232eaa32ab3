/* A compare-and-swap succeeds exactly when the expected value is there. */
#include <assert.h>
#include <stdatomic.h>
int nondet_int(void);
int main(void) {
  _Atomic int a = nondet_int();
  int expected = 5;
  atomic_compare_exchange_strong(&a, &expected, 9);
  assert(atomic_load(&a) != 9);
  return 0;
}
