/* Only the first iteration reads the unknown initial value; later ones
 * read what the previous iteration wrote, as compiled code does. */
#include <assert.h>
int main(void) {
  for (int i = 0; i < 3; i++) {
    int t;
    if (i > 0) assert(t == 2);
    assert(t != 7);
    t = 2;
  }
  return 0;
}
