/*
 * set_functions.c: an unannotated program (no swarm_log): a set of small
 * ints in an unsorted array of 7 with set_add, set_remove, set_contains,
 * set_clear and set_size. Checked with --features functions, which makes
 * every defined function but main a feature.
 *
 * Bug: set_add's capacity check is off by one (n > CAP instead of n == CAP):
 *      adding an 8th distinct element writes items[7], one past the end
 *      ([bounds] store in set_add).
 * Options: --features functions
 * Features: set_add set_remove set_contains set_clear set_size
 * Needs: set_add (set_remove and set_clear delay the bug; set_contains and
 *        set_size are irrelevant)
 * Smallest depth: 8
 * Verdicts: 1-6 BOUNDED; 7 VERIFIED; 8- FAILED
 * Depths quick: 8 20
 * Depths full: 8 30 60 120
 */
extern int __VERIFIER_nondet_int(void);

#ifndef ITERATIONS
#define ITERATIONS 10
#endif

#define CAP 7

int items[CAP];
int n;

int set_contains(int x) {
  for (int i = 0; i < CAP; i++)
    if (i < n && items[i] == x)
      return 1;
  return 0;
}

void set_add(int x) {
  for (int i = 0; i < CAP; i++)
    if (i < n && items[i] == x)
      return;
  if (n > CAP) /* BUG: should be n == CAP */
    return;
  items[n++] = x;
}

void set_remove(int x) {
  for (int i = 0; i < CAP; i++)
    if (i < n && items[i] == x) {
      items[i] = items[n - 1];
      n--;
      return;
    }
}

void set_clear(void) { n = 0; }

int set_size(void) { return n; }

int main(void) {
  for (int i = 0; i < ITERATIONS; i++) {
    int x = __VERIFIER_nondet_int();
    switch (__VERIFIER_nondet_int()) {
    case 0: set_add(x); break;
    case 1: set_remove(x); break;
    case 2: set_contains(x); break;
    case 3: set_clear(); break;
    default: set_size(); break;
    }
  }
  return 0;
}
