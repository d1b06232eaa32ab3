/* dprintf and the vprintf family are output, not unknown functions: the
 * buffers they print keep their contents (an unmodelled call would have
 * havocked them), and a va_list read with va_arg before vprintf prints the
 * arguments after the ones taken. perror changes nothing. */
#include <assert.h>
#include <stdarg.h>
#include <stdio.h>
static int first_then_print(const char *format, ...) {
  va_list ap;
  va_start(ap, format);
  int first = va_arg(ap, int);
  vprintf(format, ap);
  va_end(ap);
  return first;
}
int main(void) {
  char name[4] = "abc";
  dprintf(1, "%s\n", name);
  assert(first_then_print("rest %s %d\n", 7, name, 9) == 7);
  perror(name);
  assert(name[0] == 'a' && name[1] == 'b' && name[2] == 'c' && name[3] == 0);
  return 0;
}
