extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int cond);

int lookup(int i) {
  int table[4] = {1, 2, 4, 8};
  return table[i];
}

int main(void) {
  int i = __VERIFIER_nondet_int();
  __VERIFIER_assume(i >= 0 && i < 4);
  return lookup(i);
}
