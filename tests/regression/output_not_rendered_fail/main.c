// What the trace cannot render it says: a conversion not rendered (%Lf); a
// string longer than the 256 bytes shown is cut, marked. A format read from
// the input is rendered with the counterexample's bytes (the trace is built
// by replaying them: the format is a constant then).
#include <assert.h>
#include <stdio.h>
#include <string.h>

int main(void) {
  char line[16];
  if (!fgets(line, sizeof line, stdin)) return 0;
  printf(line);  // NOLINT: the input is the format
  printf("%Lf\n", 1.0L);
  char big[300];
  memset(big, 'x', sizeof big);
  big[299] = 0;
  puts(big);
  assert(line[0] != 'q');
  return 0;
}
