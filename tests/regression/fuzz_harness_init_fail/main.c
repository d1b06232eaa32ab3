// LLVMFuzzerInitialize runs once before the harness, with main's argc and
// argv, as under libFuzzer. The harness checks the state it set up; the bug:
// the table it built has 4 entries and an input byte indexes up to 7.
#include <assert.h>
#include <stddef.h>
#include <stdint.h>

static int table[4];
static int initialised;

int LLVMFuzzerInitialize(int *argc, char ***argv) {
  (void)argv;
  assert(*argc >= 1);
  for (int i = 0; i < 4; i++) table[i] = i * i;
  initialised = 1;
  return 0;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  assert(initialised);
  if (size < 1) return 0;
  return table[data[0] & 7];
}
