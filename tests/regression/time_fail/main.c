/* Two readings of the clock need not differ: an elapsed time of 0 divides
 * by zero. */
#include <stdio.h>
#include <time.h>

int main(void) {
  time_t start = time(NULL);
  time_t end = time(NULL);
  long rate = 1000 / (long)(end - start);
  printf("%ld\n", rate);
  return 0;
}
