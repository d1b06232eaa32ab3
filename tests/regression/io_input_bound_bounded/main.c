/* fgets of up to 39 bytes into a 10-byte buffer overflows only on a line
 * longer than 9 bytes: with inputs of at most --max-input-length 8 bytes
 * no property fails, but the stream's end was met at that limit, so the
 * answer is BOUNDED (a longer input is not checked), never VERIFIED. */
#include <stdio.h>

int main(void) {
  char buf[10];
  if (fgets(buf, 40, stdin)) return buf[0];
  return 0;
}
