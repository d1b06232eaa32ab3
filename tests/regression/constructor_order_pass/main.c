/* Constructors run before main, by priority (lower first). */
#include <assert.h>
int g;
__attribute__((constructor(200))) static void second(void) { g = g * 10 + 2; }
__attribute__((constructor(101))) static void first(void) { g = 1; }
int main(void) {
  assert(g == 12);
  return 0;
}
