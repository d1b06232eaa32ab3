/* SIGABRT's default action is abort's: the program ends there (the free
   is never reached), and the block still allocated is a cleanup failure,
   as at abort(). */
#include <signal.h>
#include <stdlib.h>
int main(void) {
  char *buffer = malloc(16);
  if (!buffer) return 1;
  raise(SIGABRT);
  free(buffer);
  return 0;
}
