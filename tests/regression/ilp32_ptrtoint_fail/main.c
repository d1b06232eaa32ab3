// ptrtoint/inttoptr with 32-bit uintptr_t: one index too far.
#include <stdint.h>
int __VERIFIER_nondet_int(void);
int main(void) {
  int a[4] = {10, 20, 30, 40};
  int i = __VERIFIER_nondet_int();
  if (i < 0 || i > 3) return 0;
  uintptr_t address = (uintptr_t)&a[i];
  int *next = (int *)(address + sizeof(int));
  return *next;
}
