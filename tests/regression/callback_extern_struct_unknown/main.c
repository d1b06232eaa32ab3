/* The function pointer reaches the unmodelled function inside a struct it
   is given a pointer to: it may call it as well. */
#include <assert.h>
struct ops {
  int (*check)(int);
  int limit;
};
void install_ops(struct ops *ops);
static int check(int value) {
  assert(value < 10);
  return value;
}
int main(void) {
  struct ops ops = {check, 10};
  install_ops(&ops);
  return 0;
}
