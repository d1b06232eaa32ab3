#include <assert.h>
#include <stdio.h>

extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int condition);

int main(void) {
  int id = __VERIFIER_nondet_int();
  __VERIFIER_assume(id >= -9999 && id <= 999999);
  char name[9];
  int n = sprintf(name, "id%d", id); /* at most "id999999" or "id-9999" */
  assert(n >= 3 && n <= 8);
  assert(name[n] == 0 && name[0] == 'i');
  assert((name[2] == '-') == (id < 0));
  if (id == 407) assert(n == 5 && name[2] == '4' && name[3] == '0' && name[4] == '7');
  return 0;
}
