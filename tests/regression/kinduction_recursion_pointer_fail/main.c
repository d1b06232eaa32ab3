// k-induction must not prove this: bump() increments through a pointer to
// main's x at every level, so x reaches 300 when n does; a function taking
// a pointer is not eligible for the recursion's proof.
extern void reach_error(void);
extern int __VERIFIER_nondet_int(void);

void bump(int* p, int n) {
  if (n <= 0) return;
  (*p)++;
  bump(p, n - 1);
}

int main(void) {
  int x = 0, n = __VERIFIER_nondet_int();
  if (n < 0 || n > 400) return 0;
  bump(&x, n);
  if (x == 300) reach_error();
  return 0;
}
