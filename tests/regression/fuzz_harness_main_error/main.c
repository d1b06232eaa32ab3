// --fuzz-harness on a program that has its own main: the harness's driver
// needs that name, so this is an input error naming it.
#include <stddef.h>
#include <stdint.h>

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) { return size > 0 ? data[0] : 0; }

int main(void) { return LLVMFuzzerTestOneInput((const uint8_t *)"x", 1); }
