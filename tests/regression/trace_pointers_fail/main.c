// Stores through pointer parameters are named after the pointer: *p, p[i], q->y;
// a loop variable is shown once per assignment, not again at the loop header.
#include <assert.h>
extern int __VERIFIER_nondet_int(void);
struct pt { int x, y; };
void fill(int *p, int n) { for (int i = 0; i < n; i++) p[i] = i * 10; }
void move(struct pt *q) { q->y = q->x + 1; }
int main(void) {
  int a[3];
  fill(a, 3);
  struct pt s = {1, 2};
  move(&s);
  int k = __VERIFIER_nondet_int();
  assert(a[2] + s.y + k != 22);
  return 0;
}
