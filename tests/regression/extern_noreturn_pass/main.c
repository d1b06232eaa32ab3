/* A function declared noreturn does not come back: the assertion after
   its call is unreachable. */
#include <assert.h>
_Noreturn void fatal(const char *message, int *state);
int main(void) {
  int state = 0;
  fatal("stop", &state);
  assert(state == 1);
  return 0;
}
