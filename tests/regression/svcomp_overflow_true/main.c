extern int __VERIFIER_nondet_int(void);
extern unsigned __VERIFIER_nondet_uint(void);
int main(void) {
  int x = __VERIFIER_nondet_int();
  unsigned u = __VERIFIER_nondet_uint();
  int a[3];
  u = u * 3u + 7u;                  /* unsigned: wraps, no overflow */
  if (x > 1000 || x < -1000) return 0;
  int y = x * x - 5 * x;            /* fits */
  int i = __VERIFIER_nondet_int();
  if (i == 3) a[i] = 0;             /* undefined behaviour, but not no-overflow */
  int q = x / (x == 0 ? 1 : x) + (y >> 3) + ((x + 1000) << 4);  /* 0 <= x + 1000 < 2^11: fits */
  return (int)(u + q);
}
