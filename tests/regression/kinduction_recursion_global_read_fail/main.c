// k-induction must not prove this: walk() reads the global g, which main
// sets before the call; checked alone (g as initialised, 0) walk's body
// would never fail, so a function that reads a mutable global is not
// eligible for the recursion's proof.
extern void reach_error(void);

int g = 0;

int walk(int n) {
  if (g > 0 && n == 3) reach_error();
  if (n <= 0) return 0;
  return walk(n - 1);
}

int main(void) {
  g = 1;
  return walk(5);
}
