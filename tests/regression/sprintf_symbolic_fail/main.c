#include <stdio.h>

extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int condition);

int main(void) {
  int id = __VERIFIER_nondet_int();
  __VERIFIER_assume(id >= -99999 && id <= 99999);
  char name[8];
  /* "id", a sign and four digits fit with the terminator; five do not. */
  sprintf(name, "id%d", id);
  return name[0];
}
