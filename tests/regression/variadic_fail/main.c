/* Reading more variadic arguments than were passed is undefined behaviour:
 * it runs off the end of the arguments' area. */
#include <stdarg.h>
static long total(int count, ...) {
  va_list ap;
  va_start(ap, count);
  long sum = 0;
  for (int i = 0; i < count; i++) sum += va_arg(ap, long);
  va_end(ap);
  return sum;
}
int main(void) {
  return (int)total(3, 1L, 2L);
}
