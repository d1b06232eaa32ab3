// Safe: k is 2n after the loop (n <= 12).
extern void abort(void);
void reach_error(void) { abort(); }
extern unsigned int __VERIFIER_nondet_uint(void);
void __VERIFIER_assert(int cond) { if (!cond) { reach_error(); } }
int main(void) {
  unsigned n = __VERIFIER_nondet_uint();
  if (n > 12) return 0;
  unsigned i = 0, k = 0;
  while (i < n) { i++; k += 2; }
  __VERIFIER_assert(k == 2 * n);
  return 0;
}
