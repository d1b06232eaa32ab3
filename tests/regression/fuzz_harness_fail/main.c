// A libFuzzer harness and no main: the harness is the entry, driven on all
// of stdin in a block of exactly its length. "FUZ" makes it read one byte
// past the input, as libFuzzer with AddressSanitizer would report.
#include <stddef.h>
#include <stdint.h>

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  if (size >= 3 && data[0] == 'F' && data[1] == 'U' && data[2] == 'Z')
    return data[size];
  return 0;
}
