#include <assert.h>
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int cond);

struct Buffer {
  int len;
  int data[4];
};

void fill(struct Buffer *b, int n) {
  b->len = 0;
  for (int i = 0; i < n; i++)
    b->data[b->len++] = i * i;
}

int main(void) {
  struct Buffer buf;
  int n = __VERIFIER_nondet_int();
  __VERIFIER_assume(n >= 0 && n <= 5);
  fill(&buf, n);
  assert(buf.len == n);
  if (n == 4)
    assert(buf.data[3] == 9 && buf.data[0] == 0);
  return 0;
}
