/*
 * sensor_convert.c: a sensor reading in [-1000, 1000] (float) scaled by 40
 * into a 16-bit fixed-point register value.
 * Correct: VERIFIED at --depth 1: the scaled value is clamped to the
 *          range of short before the conversion.
 * -DBUG: converted to int and then narrowed to short without the clamp:
 *        1000 * 40 = 40000 wraps to a negative register value ([assertion]).
 */
#include <assert.h>

extern float __VERIFIER_nondet_float(void);
extern void __VERIFIER_assume(int);

static short to_register(float reading) {
  float scaled = reading * 40.0f;
#ifndef BUG
  if (scaled > 32767.0f) scaled = 32767.0f;
  if (scaled < -32768.0f) scaled = -32768.0f;
#endif
  return (short)(int)scaled;
}

int main(void) {
  float reading = __VERIFIER_nondet_float();
  __VERIFIER_assume(reading >= -1000.0f && reading <= 1000.0f);
  short value = to_register(reading);
  /* the register keeps the reading's sign */
  assert(reading < 0.0f ? value <= 0 : value >= 0);
  return 0;
}
