#include <assert.h>
int *make(int *out) {
  int local = 7;
  *out = local;
  return out;
}
int main(void) {
  int cell = 0;
  int *p = make(&cell);
  return *p;
}
