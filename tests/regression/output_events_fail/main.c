// Output as trace events: each output call on the failing path
// shows what it wrote with the counterexample's values, in order; the call
// off the path (count > 3) shows nothing.
#include <assert.h>
#include <stdio.h>
#include <unistd.h>

extern int __VERIFIER_nondet_int(void);

int main(void) {
  int count = __VERIFIER_nondet_int();
  if (count < 0 || count > 5) return 0;
  char name[8] = "ab\tc";
  printf("count = %d\n", count);
  printf("[%5.2f|%-4s|%#x|%c|%lu|%%|%03d|%s]\n", count / 2.0, name, 255, 'z', (unsigned long)count * 3, count, "lit");
  puts("hello \"world\"");
  fputs("to stderr\n", stderr);
  fprintf(stderr, "next %d\n", count + 1);
  fwrite(name, 1, 2, stdout);
  putchar('\n');
  write(1, "raw\n", 4);
  if (count > 3) puts("never shown");
  assert(count != 3);
  return 0;
}
