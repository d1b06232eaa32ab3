#include <string.h>
extern unsigned __VERIFIER_nondet_uint(void);
int main(void) {
  char buffer[16] = "abcdefghijklmno";
  unsigned n = __VERIFIER_nondet_uint() % 5;
  memcpy(buffer + 3, buffer, n);
  return 0;
}
