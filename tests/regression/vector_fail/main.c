/* Each lane of a vector division is checked: the last divisor may be 0. */
#include <assert.h>
typedef int v4 __attribute__((vector_size(16)));
int nondet_int(void);
int main(void) {
  v4 b = {10, 20, 30, 40};
  int x = nondet_int();
  v4 a = {1, 2, 3, x};
  v4 q;
  q = b / a;
  return q[0] == 10 ? 0 : 1;
}
