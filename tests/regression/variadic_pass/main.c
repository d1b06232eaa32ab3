/* A variadic function reads its arguments with va_arg, in order, of mixed
 * integer and pointer types; va_copy copies the position. */
#include <assert.h>
#include <stdarg.h>
static long total(int count, ...) {
  va_list ap, again;
  va_start(ap, count);
  va_copy(again, ap);
  long sum = 0;
  for (int i = 0; i < count; i++) sum += va_arg(ap, long);
  va_end(ap);
  long first = va_arg(again, long);
  va_end(again);
  return sum * 100 + first;
}
static int deref_second(int unused, ...) {
  va_list ap;
  va_start(ap, unused);
  char c = (char)va_arg(ap, int);
  int *p = va_arg(ap, int *);
  va_end(ap);
  return *p + c;
}
int main(void) {
  int v = 40;
  assert(total(3, 1L, 2L, 3L) == 601);
  assert(deref_second(0, 'a', &v) == 137);
  return 0;
}
