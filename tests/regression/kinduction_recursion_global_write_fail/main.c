// k-induction must not prove this: down() counts its levels in the global
// calls, which main checks afterwards; a function that writes a global is
// not eligible for the recursion's proof (its calls are not just values).
extern void reach_error(void);
extern int __VERIFIER_nondet_int(void);

int calls = 0;

int down(int n) {
  calls++;
  if (n <= 0) return 0;
  return down(n - 1);
}

int main(void) {
  int n = __VERIFIER_nondet_int();
  if (n < 0 || n > 2000) return 0;
  down(n);
  if (calls > 1500) reach_error();
  return 0;
}
