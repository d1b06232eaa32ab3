/* Constructors run before main, by priority: g is 12, not 21. */
#include <assert.h>
int g;
__attribute__((constructor(200))) static void second(void) { g = g * 10 + 2; }
__attribute__((constructor(101))) static void first(void) { g = 1; }
int main(void) {
  assert(g == 21);
  return 0;
}
