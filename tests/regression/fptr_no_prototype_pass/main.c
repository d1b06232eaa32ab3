/* A call through a pointer type without prototype (void (*)()) to a
   function taking an int *: valid C (the parameter list is unspecified,
   C11 6.5.2.2p6), common in older code and device drivers. */
#include <assert.h>
int g;
void set(int *a) { *a = 7; }
void call(void (*f)()) { f(&g); }
int main(void) {
  call(set);
  assert(g == 7);
  return 0;
}
