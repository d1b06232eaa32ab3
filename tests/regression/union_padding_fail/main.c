/* The padding is zero, not unknown: u.i is exactly 'a'. */
#include <assert.h>
union word { char c; int i; };
union word u = {'a'};
int main(void) {
  assert(u.i != 'a');
  return 0;
}
