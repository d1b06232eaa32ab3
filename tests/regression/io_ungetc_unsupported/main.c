#include <stdio.h>
#include <assert.h>
int main(void) {
  int a = getchar();
  if (a == EOF) return 0;
  assert(ungetc('x', stdin) == 'x');
  assert(ungetc('y', stdin) == 'y');
  assert(getchar() == 'y');
  assert(getchar() == 'x');
  for (int i = 0; i < 5; i++) ungetc('z', stdin);
  return 0;
}
