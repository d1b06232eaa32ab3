// Output functions in a program that is correct: VERIFIED, no trace, and
// their results as before (putchar its character, fwrite/write their count).
#include <assert.h>
#include <stdio.h>
#include <unistd.h>

extern int __VERIFIER_nondet_int(void);

int main(void) {
  int count = __VERIFIER_nondet_int();
  if (count < 0 || count > 5) return 0;
  char name[8] = "abc";
  printf("count = %d %s\n", count, name);
  puts("hello");
  fputs("err\n", stderr);
  fprintf(stderr, "%d\n", count);
  assert(fwrite(name, 1, 3, stdout) == 3);
  assert(putchar('x') == 'x');
  assert(write(1, "raw\n", 4) == 4);
  assert(count <= 5);
  return 0;
}
