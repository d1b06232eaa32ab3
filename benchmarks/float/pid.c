/*
 * pid.c: a PID controller over STEPS ticks (float). The setpoint and each
 * measurement are inputs in [-10, 10]; the integral term is clamped to
 * [-I_LIMIT, I_LIMIT] (anti-windup) and the output saturates at
 * [-OUT_LIMIT, OUT_LIMIT].
 * Correct: VERIFIED at --depth STEPS (the actuator command stays in range).
 * -DBUG: the saturation clamps only the upper side, so a large negative
 *        error drives the command below -OUT_LIMIT ([assertion]).
 */
#include <assert.h>

extern float __VERIFIER_nondet_float(void);
extern void __VERIFIER_assume(int);

#ifndef STEPS
#define STEPS 3
#endif
#define OUT_LIMIT 5.0f
#define I_LIMIT 2.0f

static float in_range(float low, float high) {
  float value = __VERIFIER_nondet_float();
  __VERIFIER_assume(value >= low && value <= high);
  return value;
}

static float saturate(float value, float limit) {
  if (value > limit) return limit;
#ifndef BUG
  if (value < -limit) return -limit;
#endif
  return value;
}

int main(void) {
  const float kp = 0.8f, ki = 0.25f, kd = 0.1f;
  float setpoint = in_range(-10.0f, 10.0f);
  float integral = 0.0f, previous = 0.0f;
  for (int tick = 0; tick < STEPS; ++tick) {
    float error = setpoint - in_range(-10.0f, 10.0f);
    integral = saturate(integral + ki * error, I_LIMIT);
    float command = saturate(kp * error + integral + kd * (error - previous), OUT_LIMIT);
    previous = error;
    assert(command >= -OUT_LIMIT && command <= OUT_LIMIT);
  }
  return 0;
}
