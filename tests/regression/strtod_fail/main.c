/* strtod("0.1") and strtod("0.2") are the doubles nearest, whose sum is
 * not the double nearest 0.3. */
#include <assert.h>
#include <stdlib.h>

int main(void) {
  double sum = strtod("0.1", NULL) + strtod("0.2", NULL);
  assert(sum == strtod("0.3", NULL));
  return 0;
}
