#include <assert.h>
int __VERIFIER_nondet_int(void);
/* A parser whose bug hides behind one magic value. */
int parse(int tag) {
  if (tag == 0x7f454c46) return -1;
  return tag & 0xff;
}
int main(void) {
  int tag = __VERIFIER_nondet_int();
  assert(parse(tag) >= 0);
  return 0;
}
