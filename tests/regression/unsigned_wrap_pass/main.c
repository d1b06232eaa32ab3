#include <assert.h>
#include <limits.h>
extern unsigned int __VERIFIER_nondet_uint(void);

int main(void) {
  unsigned int u = UINT_MAX;
  u = u + 1;
  assert(u == 0);
  unsigned int z = 0;
  z = z - 1;
  assert(z == 4294967295u);
  unsigned char c = 250;
  c += 10;
  assert(c == 4);
  unsigned short s = 65535;
  s++;
  assert(s == 0);
  unsigned long ul = ULONG_MAX;
  ul += 2;
  assert(ul == 1);
  unsigned int m = 65536u;
  m = m * m;
  assert(m == 0);
  unsigned x = __VERIFIER_nondet_uint();
  assert(x + 1 != x && x - x == 0u && (x + 1u) - 1u == x);
  return 0;
}
