// A libFuzzer harness and no main: the harness is the entry, driven on all
// of stdin in a block of exactly its length. On "FUZ" it would read one byte
// past the input: here it reads the last byte, which is safe. Inputs of
// the whole --max-input-length are an input bound: BOUNDED, not VERIFIED.
#include <stddef.h>
#include <stdint.h>

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  if (size >= 3 && data[0] == 'F' && data[1] == 'U' && data[2] == 'Z')
    return data[size - 1];
  return 0;
}
