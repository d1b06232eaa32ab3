// A call through a declaration without prototype: main passes a long to a
// function defined with an int parameter. The call still runs (the value
// is passed as in registers), so the error is reached.
#include <assert.h>
void check();
int main(void) {
  long value = 1;
  check(value);
  return 0;
}
void check(int a) { assert(a != 1); }
