/* clang's scope-exit ("cleanup") blocks, copied per path by the frontend
   (ThreadCleanups.cpp): the path of the break must still end b's lifetime,
   the paths of continue and return must not reach the read. */
extern int __VERIFIER_nondet_int(void);

static void bump(int *p) { *p += 1; }

static int walk(int n, int stop) {
  int total = 0;
  int *seen = &total;
  for (int i = 0; i < n; i++) {
    int a = i;
    bump(&a); /* a = i + 1 */
    if (a == 2)
      continue;
    {
      int b = a * 10;
      bump(&b); /* b = 10 a + 1 */
      if (a == stop)
        return b;
      if (b > 60) {
        seen = &b;
        break; /* ends b's lifetime */
      }
    }
    total += a;
  }
  return *seen;
}

int main(void) {
  int n = __VERIFIER_nondet_int();
  int stop = __VERIFIER_nondet_int();
  if (n < 0 || n > 8)
    return 0;
  return walk(n, stop) == 7;
}
