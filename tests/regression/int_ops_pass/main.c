#include <assert.h>
extern int __VERIFIER_nondet_int(void);

int main(void) {
  int a = 17, b = 5, c = -17;
  assert(a + b == 22 && a - b == 12 && a * b == 85);
  assert(a / b == 3 && a % b == 2);
  assert(c / b == -3);   /* division truncates toward zero */
  assert(c % b == -2);   /* the remainder takes the dividend's sign */
  assert(a % -b == 2 && a / -b == -3);
  assert((a << 2) == 68 && (a >> 1) == 8);
  assert((c >> 1) == -9);  /* arithmetic shift of a negative int */
  assert((a & b) == 1 && (a | b) == 21 && (a ^ b) == 20);
  assert(~a == -18 && -c == a && -(-a) == a);

  int x = __VERIFIER_nondet_int();
  assert(x - x == 0 && x + 0 == x && x * 1 == x);
  assert(x + x == 2 * x);
  assert(-x == ~x + 1);
  assert((x ^ x) == 0 && (x & ~x) == 0 && (x | ~x) == -1);
  assert(x - 1 + 1 == x);
  unsigned u = (unsigned)x;
  assert((u >> 1) == u / 2 && (u & 7u) == u % 8u);
  return 0;
}
