/* Iterative deepening (--property without --depth) through several depths:
   sum is at most 27 after 9 iterations, so the call is unreachable; VERIFIED
   once the depth covers the 20 iterations (24), with the terms and solver of
   the shallower depths. */
extern int __VERIFIER_nondet_int(void);
extern void reach_error(void);
int main(void) {
  int sum = 0;
  for (int i = 0; i < 20; i++) {
    int x = __VERIFIER_nondet_int();
    if (x < 0 || x > 3) return 0;
    sum += x;
    if (i == 8 && sum == 28) reach_error(); /* more than 9 * 3: unreachable */
  }
  return 0;
}
