#include <stdio.h>

int main(void) {
  char b[4];
  sprintf(b, "%d", 12345); /* six bytes with the terminator */
  return b[0];
}
