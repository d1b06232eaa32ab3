/* The whole configuration unrolls for a few tenths of a second before an
 * early query (asked while unrolling) finds the bug of iteration 3,000. Its ranges wait until the whole
 * is past its unrolling: they would only unroll the same program on the
 * other core. The whole returns first, so they never start. */
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assert(int);
int a[256];
int main(void) {
  for (int i = 0; i < 40000; ++i) {
    a[__VERIFIER_nondet_int() & 255] = i;
    if (i == 3000) __VERIFIER_assert(a[3] != 3000); /* the write can hit a[3] */
  }
  return 0;
}
