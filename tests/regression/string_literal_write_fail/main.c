/* A string literal lives in read-only memory: the store crashes natively
   (SIGSEGV), so the assertion after it is never reached. */
#include <assert.h>
int main(void) {
  char *x = "abcd";
  x[0] = 0;
  assert(x[0] != 0);
  return 0;
}
