// Floating-point values that are only moved (stored, copied in a struct,
// passed, returned) keep their exact bits: no arithmetic, no UNKNOWN.
#include <assert.h>
#include <string.h>
double __VERIFIER_nondet_double(void);
struct sample { double value; int id; };
static struct sample make(double v, int id) { struct sample s = {v, id}; return s; }
int main(void) {
  struct sample a = make(__VERIFIER_nondet_double(), 7);
  struct sample b;
  memcpy(&b, &a, sizeof a);
  double half = 0.5;
  unsigned long long bits;
  memcpy(&bits, &half, sizeof bits);
  assert(bits == 0x3FE0000000000000ULL);
  assert(b.id == 7 && memcmp(&a.value, &b.value, sizeof(double)) == 0);
  return 0;
}
