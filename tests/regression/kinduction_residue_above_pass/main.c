// Steps of 1 below 0xfff0, of 2 from there on: x is even once it is at
// least 0xfff0 ("x % 2 as on entry once x >=u 65520"), so it is even when
// the loop ends at 0x10000000 (loop-acceleration's phases_1-1).
#include <assert.h>

int main(void) {
  unsigned int x = 0;
  while (x < 0x0fffffff) {
    if (x < 0xfff0) {
      x++;
    } else {
      x += 2;
    }
  }
  assert(!(x % 2));
  return 0;
}
