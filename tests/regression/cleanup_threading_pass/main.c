/* clang's scope-exit ("cleanup") blocks: continue, break and return out of
   scopes whose variables' addresses are taken (so their llvm.lifetime.end
   calls stay) all meet in one block per scope that dispatches on a constant.
   The frontend copies those blocks per constant (ThreadCleanups.cpp): each
   path must still reach its own destination with its own values. */
#include <assert.h>

extern int __VERIFIER_nondet_int(void);

static void bump(int *p) { *p += 1; }

static int walk(int n, int stop) {
  int total = 0;
  for (int i = 0; i < n; i++) {
    int a = i;
    bump(&a); /* a = i + 1 */
    if (a == 2)
      continue;
    {
      int b = a * 10;
      bump(&b); /* b = 10 a + 1 */
      if (a == stop)
        return b; /* out of both scopes */
      if (b > 60)
        break; /* a == 6 */
    }
    total += a;
  }
  return total;
}

/* The same without block scopes. */
static int reference(int n, int stop) {
  int total = 0;
  for (int a = 1; a <= n; a++) {
    if (a == 2)
      continue;
    if (a == stop)
      return 10 * a + 1;
    if (a == 6)
      break;
    total += a;
  }
  return total;
}

int main(void) {
  int n = __VERIFIER_nondet_int();
  int stop = __VERIFIER_nondet_int();
  if (n < 0 || n > 8)
    return 0;
  assert(walk(n, stop) == reference(n, stop));
  return 0;
}
