/* An array initialised from a literal is the program's own copy: writable. */
#include <assert.h>
int main(void) {
  char x[] = "abcd";
  char *y = x;
  y[0] = 0;
  assert(x[0] == 0 && x[1] == 'b');
  return 0;
}
