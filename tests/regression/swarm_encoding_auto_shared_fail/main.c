// The features are logged only at the end, after the work that can fail:
// omitting them slices away almost nothing, so auto shares one formula
// between the configurations. The bug (a division by zero when the inputs
// sum to 7) needs no feature.
#include "swarmbmc.h"
extern int __VERIFIER_nondet_int(void);

int table[8];

int main(void) {
  int sum = 0;
  for (int i = 0; i < 8; i++) {
    int x = __VERIFIER_nondet_int();
    if (x < 0 || x > 3) x = 0;
    table[i] = x;
    sum += x;
  }
  int spread = 0;
  for (int i = 1; i < 8; i++)
    spread += table[i] > table[i - 1] ? table[i] - table[i - 1] : table[i - 1] - table[i];
  int quotient = spread / (sum - 7);
  if (quotient > 2)
    swarm_log("high");
  else if (quotient < -2)
    swarm_log("low");
  else
    swarm_log("flat");
  return 0;
}
