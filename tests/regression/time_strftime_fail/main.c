#include <time.h>

/* The size passed is larger than the buffer: strftime writes the 24
 * bytes of %c and its terminator into 16. */
int main(void) {
  time_t t = 0;
  char b[16];
  strftime(b, 64, "%c", gmtime(&t));
  return b[0];
}
