#include <assert.h>
extern int __VERIFIER_nondet_int(void);

/* never called from main: its floating point is not part of the program analysed */
float average(float a, float b) {
  return (a + b) / 2.0f;
}

int main(void) {
  int n = __VERIFIER_nondet_int();
  int m = n & 0xFF;
  assert(m >= 0 && m < 256);
  return 0;
}
