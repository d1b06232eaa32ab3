// ptrtoint/inttoptr round trips with 32-bit uintptr_t.
#include <assert.h>
#include <stdint.h>
int __VERIFIER_nondet_int(void);
int main(void) {
  int a[4] = {10, 20, 30, 40};
  int i = __VERIFIER_nondet_int();
  if (i < 0 || i > 2) return 0;
  uintptr_t address = (uintptr_t)&a[i];
  assert(sizeof address == 4);
  int *next = (int *)(address + sizeof(int));
  assert(*next == 10 * (i + 2));
  assert(address % 4 == 0);
  return 0;
}
