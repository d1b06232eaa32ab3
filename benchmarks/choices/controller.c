/* A cruise controller that misbehaves just below its braking threshold:
 * starting at 12.75 it brakes once, late, and ends above the limit. The
 * natural heuristic is the threshold the controller compares with:
 * --choice main::velocity=threshold(13.25,0.5). */
#include <assert.h>
double __VERIFIER_nondet_double(void);
void __VERIFIER_assume(int);
int main(void) {
  double velocity = __VERIFIER_nondet_double();
  __VERIFIER_assume(velocity >= 0.0 && velocity <= 40.0);
  int braking = 0;
  for (int step = 0; step < 10; step++) {
    if (velocity > 13.25) {
      velocity = velocity * 0.9;
      braking++;
    } else {
      velocity = velocity * 1.01 + 0.1;
    }
  }
  assert(!(braking == 1 && velocity > 13.4));
  return 0;
}
