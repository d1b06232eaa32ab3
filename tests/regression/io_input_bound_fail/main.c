/* fgets of up to 39 bytes into a 10-byte buffer overflows on a line longer
 * than 9 bytes: found once --max-input-length lets inputs be that long (the
 * input bound io_input_bound_bounded reports). */
#include <stdio.h>

int main(void) {
  char buf[10];
  if (fgets(buf, 40, stdin)) return buf[0];
  return 0;
}
