/* checks.c: property checks that come before an omitted log call must stay. */
#include "swarmbmc.h"

extern int __VERIFIER_nondet_int(void);
extern void __assert_fail(const char *, const char *, unsigned int, const char *) __attribute__((noreturn));
#define assert(e) ((e) ? (void)0 : __assert_fail(#e, __FILE__, __LINE__, __func__))

int a[4];

void store_then_log(int i) {
  a[i] = 1; /* out of bounds when i >= 4 */
  swarm_log("after_store");
}

void assert_then_log(int x) {
  assert(x < 3);
  swarm_log("after_assert");
}

int divide_then_log(int x, int y) {
  int q = x / y; /* division by zero when y == 0 */
  swarm_log("after_division");
  return q;
}

int main(void) {
  int i = __VERIFIER_nondet_int();
  if (i == 7)
    store_then_log(i);
  assert_then_log(i);
  return divide_then_log(10, i);
}
