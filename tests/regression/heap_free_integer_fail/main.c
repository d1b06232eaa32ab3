#include <stdlib.h>
#include <stdint.h>
int main(void) {
  free((void *)(uintptr_t)4096);
  return 0;
}
