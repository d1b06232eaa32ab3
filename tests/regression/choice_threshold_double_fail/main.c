#include <assert.h>
double __VERIFIER_nondet_double(void);
int main(void) {
  double velocity = __VERIFIER_nondet_double();
  double brake = 0.0;
  if (velocity > 13.0 && velocity < 13.5) brake = velocity * 2.0;  /* the band near the threshold */
  assert(brake < 26.25);
  return 0;
}
