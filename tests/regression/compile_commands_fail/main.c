// main.c's buffer has main.c's BUFFER_SIZE; lib.c clears its own
// BUFFER_SIZE bytes. compile_commands.json compiles the two with different
// sizes, so the clearing runs past the buffer.
#include "config.h"

int main(void) {
  char buffer[BUFFER_SIZE];
  clear(buffer);
  return buffer[0];
}
