// glibc's _unlocked output functions are output events as their locked
// counterparts (they were functions without a body, with unknown results and
// a warning): putchar_unlocked returns its character as putchar does.
#include <assert.h>
#include <stdio.h>

extern int __VERIFIER_nondet_int(void);

int main(void) {
  int n = __VERIFIER_nondet_int();
  putchar_unlocked('0' + (n & 7));
  fputc_unlocked('!', stderr);
  putc_unlocked('\n', stdout);
  assert(n != 5);
  return 0;
}
