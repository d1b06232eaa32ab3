extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int cond);

int table[8];

int main(void) {
  int n = __VERIFIER_nondet_int();
  __VERIFIER_assume(n >= 0 && n < 4);
  for (int i = 0; i <= n; i++)
    table[2 * i + 1] = i;
  return table[1];
}
