/* A pointer kept across iterations to a variable declared in the loop
   body: in the loop condition the body's block has been left. */
extern int __VERIFIER_nondet_int(void);
int main(void) {
  int *last = 0;
  int n = __VERIFIER_nondet_int();
  for (int i = 0; i < n && (last == 0 || *last < 3); i++) {
    int v = i;
    last = &v;
  }
  return 0;
}
