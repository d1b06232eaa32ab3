/* vprintf with fewer arguments in its va_list than its format converts:
 * the text is not rendered (never guessed), the format is shown. */
#include <assert.h>
#include <stdarg.h>
#include <stdio.h>
static void print(const char *format, ...) {
  va_list ap;
  va_start(ap, format);
  vprintf(format, ap);
  va_end(ap);
}
int main(void) {
  print("%d and %d\n", 1);
  print("%d alone\n", 2);
  assert(0);
  return 0;
}
