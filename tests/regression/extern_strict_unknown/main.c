#include <assert.h>
void fill(int *cell);
int main(void) {
  int touched = 0, untouched = 0;
  fill(&touched);
  assert(untouched == 0);
  return 0;
}
