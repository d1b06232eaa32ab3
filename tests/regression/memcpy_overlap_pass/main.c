#include <string.h>
#include <assert.h>
extern unsigned __VERIFIER_nondet_uint(void);
int main(void) {
  char buffer[16] = "abcdefghijklmno";
  unsigned n = __VERIFIER_nondet_uint() % 4;
  memcpy(buffer + 8, buffer, n);
  memmove(buffer + 1, buffer, 6);
  assert(buffer[1] == 'a');
  return 0;
}
