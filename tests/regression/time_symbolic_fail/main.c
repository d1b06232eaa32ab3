#include <assert.h>
#include <time.h>

extern void __VERIFIER_assume(int condition);

/* Some clock reading of this century is 13 o'clock UTC. */
int main(void) {
  time_t t = time(0);
  __VERIFIER_assume(t >= 946684800 && t < 4102444800); /* 2000 to 2099 */
  struct tm *g = gmtime(&t);
  assert(g->tm_hour != 13);
  return 0;
}
