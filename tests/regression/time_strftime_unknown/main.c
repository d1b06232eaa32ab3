#include <time.h>

/* glibc's padding flags are not modelled: the path is cut, UNKNOWN. */
int main(void) {
  time_t t = 0;
  char b[16];
  return (int)strftime(b, sizeof b, "%_d", gmtime(&t));
}
