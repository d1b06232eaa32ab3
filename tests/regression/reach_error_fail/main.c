extern void abort(void);
void reach_error() {}
extern int __VERIFIER_nondet_int(void);

void __VERIFIER_assert(int cond) {
  if (!(cond)) {
  ERROR: {reach_error(); abort();}
  }
  return;
}

int main() {
  int x = __VERIFIER_nondet_int();
  int y = x;
  while (x > 0 && x < 5) {
    x++;
    y++;
  }
  __VERIFIER_assert(x == y + 1);
  return 0;
}
