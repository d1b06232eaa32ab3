// The string model under ILP32: strlen and memcpy of a terminated buffer.
#include <assert.h>
#include <string.h>
char __VERIFIER_nondet_char(void);
int main(void) {
  char buffer[4], copy[4];
  for (int i = 0; i < 3; i++) buffer[i] = __VERIFIER_nondet_char();
  buffer[3] = 0;
  size_t n = strlen(buffer);
  memcpy(copy, buffer, n + 1);
  assert(strlen(copy) == n && n <= 3);
  return 0;
}
