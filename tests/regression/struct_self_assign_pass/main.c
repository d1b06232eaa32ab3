/* A struct assigned to itself through a pointer: clang copies it with
 * llvm.memcpy from an object to itself, which is not a memcpy overlap
 * (found by the Csmith differential test, seed 8 of the wide profile). */
#include <assert.h>
struct pair { int a; long b; };
struct pair g = {1, 2};
int main(void) {
  struct pair *p = &g;
  *p = g;
  assert(p->a == 1 && g.b == 2);
  return 0;
}
