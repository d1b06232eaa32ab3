/* Registered in the other order: on_exit1 then on_exit2 gives 4, never 3;
 * abort() and _exit() run no handler. */
#include <assert.h>
#include <stdlib.h>
#include <unistd.h>
int counter;
__attribute__((destructor)) static void check(void) { assert(counter != 3); }
static void on_exit1(void) { counter += 1; }
static void on_exit2(void) { counter *= 2; }
int nondet_int(void);
int main(void) {
  atexit(on_exit2);
  atexit(on_exit1);
  counter = 1;
  if (nondet_int()) exit(0);
  counter = 2;
  if (nondet_int()) abort();
  if (nondet_int()) _exit(1);
  counter = 1;
  return 0;
}
