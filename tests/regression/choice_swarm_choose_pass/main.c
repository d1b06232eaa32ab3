#include <assert.h>
#include "swarmbmc.h"
/* Named choices of include/swarmbmc.h: restricted by name on the command line. */
int main(void) {
  _Bool retry = swarm_choose_bool("retry");
  int speed = swarm_choose_int("speed", 0, 100);
  if (retry && speed == 51) assert(0);
  return 0;
}
