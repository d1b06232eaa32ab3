/* The unknown initial value of x is an input of the counterexample. */
#include <assert.h>
int main(void) {
  int x;
  if (x > 5) assert(x > 6);
  return 0;
}
