// k-induction: memory safety of a[i] for every iteration of an unbounded
// loop; the bounds check of pass k-1 (assumed) gives 0 <= i, the loop
// condition i < 100.
extern int __VERIFIER_nondet_int(void);
int a[100];

int main(void) {
  int i = 0;
  while (__VERIFIER_nondet_int() && i < 100) {
    a[i] = i;
    i++;
  }
  return 0;
}
