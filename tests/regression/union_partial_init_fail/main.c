/* The bytes of a local union outside its initialised member are
   unspecified (C11 6.2.6.1p7): u.i need not be 1. */
#include <assert.h>
int main(void) {
  union { int i; char ch; } u = { .ch = 1 };
  assert(u.i == 1);
  return 0;
}
