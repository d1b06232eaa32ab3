/* A static union's other bytes are zero (C11 6.7.9p10), and a local's
   initialised member is exactly what the initialiser says. */
#include <assert.h>
int main(void) {
  static union { int i; char ch; } s = { .ch = 1 };
  union { int i; char ch; } u = { .ch = 1 };
  struct { char c; int x; } t = { 2, 3 };
  assert(s.i == 1 && u.ch == 1 && t.c == 2 && t.x == 3);
  return 0;
}
