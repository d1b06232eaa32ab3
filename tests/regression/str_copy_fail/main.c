/* stpcpy returns the address of the terminator it wrote: the byte after
 * it is past the end of a four-byte buffer holding "abc". */
#include <string.h>

int main(void) {
  char small[4];
  char *end = stpcpy(small, "abc");
  end[1] = 'x';
  return small[0];
}
