/* At exit (return from main or exit()), atexit functions run last
 * registered first, then destructors: on_exit2 then on_exit1 gives 3. */
#include <assert.h>
#include <stdlib.h>
int counter;
__attribute__((destructor)) static void check(void) { assert(counter != 3); }
static void on_exit1(void) { counter += 1; }
static void on_exit2(void) { counter *= 2; }
int nondet_int(void);
int main(void) {
  if (nondet_int()) atexit(on_exit1);
  atexit(on_exit2);
  counter = 1;
  if (nondet_int()) exit(0);
  return 0;
}
