/*
 * orient.c: the orientation predicate of computational geometry,
 * orient(a, b, c) = (b - a) x (c - a), must change sign when a and b swap.
 * Correct: VERIFIED at --depth 1: coordinates are integers in [-1000, 1000]
 *          converted to float, so every product and difference is exact.
 * -DBUG: coordinates are any floats in [-1000, 1000]; rounding breaks the
 *        antisymmetry (the two determinants differ in more than sign:
 *        [assertion]).
 */
#include <assert.h>

extern float __VERIFIER_nondet_float(void);
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int);

static float coordinate(void) {
#ifdef BUG
  float value = __VERIFIER_nondet_float();
  __VERIFIER_assume(value >= -1000.0f && value <= 1000.0f);
  return value;
#else
  int value = __VERIFIER_nondet_int();
  __VERIFIER_assume(value >= -1000 && value <= 1000);
  return (float)value;
#endif
}

static float orient(float ax, float ay, float bx, float by, float cx, float cy) {
  return (bx - ax) * (cy - ay) - (by - ay) * (cx - ax);
}

int main(void) {
  float ax = coordinate(), ay = coordinate(), bx = coordinate();
  float by = coordinate(), cx = coordinate(), cy = coordinate();
  assert(orient(ax, ay, bx, by, cx, cy) == -orient(bx, by, ax, ay, cx, cy));
  return 0;
}
