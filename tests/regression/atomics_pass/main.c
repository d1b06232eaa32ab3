/* Atomic operations in single-threaded code mean their sequential effect. */
#include <assert.h>
#include <stdatomic.h>
int nondet_int(void);
int main(void) {
  _Atomic int a = 3;
  int before = atomic_fetch_add(&a, 2);
  assert(before == 3 && atomic_load(&a) == 5);
  atomic_fetch_sub(&a, 1);
  atomic_fetch_or(&a, 8);
  atomic_fetch_and(&a, 14);
  atomic_fetch_xor(&a, 1);
  assert(atomic_load(&a) == 13);
  int expected = 13;
  _Bool swapped = atomic_compare_exchange_strong(&a, &expected, 20);
  assert(swapped && atomic_load(&a) == 20);
  expected = 7;
  swapped = atomic_compare_exchange_strong(&a, &expected, 30);
  assert(!swapped && expected == 20 && atomic_load(&a) == 20);
  int x = nondet_int();
  atomic_store(&a, x);
  assert(atomic_exchange(&a, 1) == x);
  atomic_thread_fence(memory_order_seq_cst);
  assert(atomic_load(&a) == 1);
  return 0;
}
