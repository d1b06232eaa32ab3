#include <assert.h>
#include <time.h>

extern long __VERIFIER_nondet_long(void);
extern void __VERIFIER_assume(int condition);

/* Some time of this century is 13 o'clock UTC. */
int main(void) {
  time_t t = __VERIFIER_nondet_long();
  __VERIFIER_assume(t >= 946684800 && t < 4102444800); /* 2000 to 2099 */
  struct tm *g = gmtime(&t);
  assert(g->tm_hour != 13);
  return 0;
}
