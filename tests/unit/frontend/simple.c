/* Fixture: a scalar-local function with one loop, called from main. */
int sum_to(int n) {
  int s = 0;
  for (int i = 0; i < n; i++) {
    s += i;
  }
  return s;
}

int main(void) {
  int x = sum_to(5);
  return x == 10 ? 0 : 1;
}
