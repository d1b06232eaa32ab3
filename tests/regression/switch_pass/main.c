#include <assert.h>
extern int __VERIFIER_nondet_int(void);

int classify(int op) {
  int r = 0;
  switch (op) {
  case 0:
    r = 10;
    break;
  case 1:
  case 2:
    r = 20;
    break;
  case 3:
    r += 5;  /* falls through */
  case 4:
    r += 1;
    break;
  default:
    r = -1;
  }
  return r;
}

int main(void) {
  int op = __VERIFIER_nondet_int();
  int r = classify(op);
  assert(r == -1 || r == 1 || r == 6 || r == 10 || r == 20);
  if (op < 0 || op > 4)
    assert(r == -1);
  assert(op != 3 || r == 6);
  return 0;
}
