#include <assert.h>
#include "swarmbmc.h"
int main(void) {
  int speed = swarm_choose_int("speed", -5, 100); /* assumed: -5 <= speed <= 100 */
  double gain = swarm_choose_double("gain");
  assert(speed >= -5 && speed <= 100);
  if (gain > 1.0) assert(speed != 100); /* fails: no heuristic restricts them */
  return 0;
}
