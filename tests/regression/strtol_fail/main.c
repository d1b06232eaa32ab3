/* A two-digit number of input: strtol reads both digits, so 99 exceeds
 * the 90 the program assumes. */
#include <assert.h>
#include <stdlib.h>

extern char __VERIFIER_nondet_char(void);
extern void __VERIFIER_assume(int condition);

int main(void) {
  char text[3] = {__VERIFIER_nondet_char(), __VERIFIER_nondet_char(), '\0'};
  __VERIFIER_assume(text[0] >= '0' && text[0] <= '9' && text[1] >= '0' && text[1] <= '9');
  char *end;
  long value = strtol(text, &end, 10);
  assert(end == text + 2);
  assert(value <= 90);
  return 0;
}
