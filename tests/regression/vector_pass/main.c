/* GCC/clang vector types, scalarised: element-wise arithmetic and
 * comparisons, element access at constant and symbolic indices, shuffles,
 * loads and stores. */
#include <assert.h>
typedef int v4 __attribute__((vector_size(16)));
int nondet_int(void);
int main(void) {
  int x = nondet_int();
  v4 a = {1, 2, 3, x};
  v4 b = {10, 20, 30, 40};
  v4 d = (a + b) * 2;
  assert(d[0] == 22 && d[1] == 44 && d[2] == 66 && d[3] == 2 * (x + 40));
  v4 m = a > (v4){0, 5, 0, 0};
  assert(m[0] == -1 && m[1] == 0 && m[2] == -1);
  d[2] = 7;
  int i = nondet_int() & 3;
  assert(d[i] == (i == 0 ? 22 : i == 1 ? 44 : i == 2 ? 7 : 2 * (x + 40)));
  v4 s = __builtin_shufflevector(a, b, 7, 0, 5, 2);
  assert(s[0] == 40 && s[1] == 1 && s[2] == 20 && s[3] == 3);
  return 0;
}
