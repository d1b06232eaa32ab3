// Variadic functions under i386: va_list is a pointer into 4-byte slots.
#include <assert.h>
#include <stdarg.h>
static long long sum(int count, ...) {
  va_list args;
  va_start(args, count);
  long long total = 0;
  for (int i = 0; i < count; i++) total += i == 1 ? va_arg(args, long long) : va_arg(args, int);
  va_end(args);
  return total;
}
int main(void) {
  assert(sum(3, 1, 5000000000LL, 3) == 5000000004LL);
  return 0;
}
