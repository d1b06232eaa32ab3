/* A line parser: "INDEX VALUE" lines from stdin into a table. */
#include <stdio.h>

int table[4];

int main(void) {
  char line[5];
  for (int lines = 0; lines < 1 && fgets(line, sizeof line, stdin); lines++) {
    int index, value;
    if (sscanf(line, "%d %d", &index, &value) != 2) continue;
    table[index] = value; /* out of bounds for a crafted index */
  }
  return 0;
}
