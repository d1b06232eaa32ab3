// clear: BUFFER_SIZE bytes of zeros.
#include "config.h"

void clear(char *buffer) {
  for (int i = 0; i < BUFFER_SIZE; i++) buffer[i] = 0;
}
