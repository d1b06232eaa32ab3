/* Iterative deepening (--property without --depth) through several depths:
   the failure needs 9 loop iterations, so depths 1..6 are not enough and
   depth 8 finds it, with the terms and solver of the shallower depths. */
extern int __VERIFIER_nondet_int(void);
extern void reach_error(void);
int main(void) {
  int sum = 0;
  for (int i = 0; i < 20; i++) {
    int x = __VERIFIER_nondet_int();
    if (x < 0 || x > 3) return 0;
    sum += x;
    if (i == 8 && sum == 27) reach_error(); /* every x = 3 */
  }
  return 0;
}
