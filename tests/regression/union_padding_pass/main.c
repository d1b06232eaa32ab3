/* The bytes of a static union not covered by its initialised member are
 * zero (C11 6.7.9p10), in every real toolchain. */
#include <assert.h>
union word { char c; int i; };
union word u = {'a'};
struct padded { char c; int i; } s = {'b', 1};
int main(void) {
  assert(u.i == 'a');
  assert(s.i == 1);
  return 0;
}
