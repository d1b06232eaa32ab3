// Memory the environment hands out (__VERIFIER_nondet_pointer, a function
// without body) was not allocated by the program: dropping it is neither a
// leak nor a cleanup failure, and a block reachable only through it is not
// lost.
#include <stdlib.h>
void *__VERIFIER_nondet_pointer(void);
struct holder { void *slot; };
struct holder *environment_buffer(void);
int main(void) {
  void *p = __VERIFIER_nondet_pointer();
  struct holder *h = environment_buffer();
  if (h) h->slot = malloc(4);
  return p != 0;
}
