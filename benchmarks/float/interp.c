/*
 * interp.c: linear interpolation in a table of 5 breakpoints (x = 0..4,
 * integer-valued y, so differences are exact) at an input x in [0, 4]
 * (float): index (int)x, fraction x - index.
 * Correct: VERIFIED at --depth 1: the index is clamped to 3 at x == 4 and
 *          the result lies between the two breakpoints' values.
 * -DBUG: no clamp: x == 4 reads table[5], one past the end ([bounds]).
 */
#include <assert.h>

extern float __VERIFIER_nondet_float(void);
extern void __VERIFIER_assume(int);

static const float table[5] = {0.0f, 10.0f, 15.0f, 12.0f, 20.0f};

static float lookup(float x) {
  int index = (int)x;
#ifndef BUG
  if (index > 3) index = 3;
#endif
  float fraction = x - (float)index;
  return table[index] + fraction * (table[index + 1] - table[index]);
}

int main(void) {
  float x = __VERIFIER_nondet_float();
  __VERIFIER_assume(x >= 0.0f && x <= 4.0f);
  float y = lookup(x);
  int index = (int)x;
  if (index > 3) index = 3;
  float low = table[index] < table[index + 1] ? table[index] : table[index + 1];
  float high = table[index] < table[index + 1] ? table[index + 1] : table[index];
  assert(y >= low && y <= high);
  return 0;
}
