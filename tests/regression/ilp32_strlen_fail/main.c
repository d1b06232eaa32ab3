// The string model under ILP32 (size_t is 32 bits): strlen of a buffer
// that may lack its terminator reads past its end.
#include <string.h>
char __VERIFIER_nondet_char(void);
int main(void) {
  char buffer[3];
  for (int i = 0; i < 3; i++) buffer[i] = __VERIFIER_nondet_char();
  return (int)strlen(buffer);
}
