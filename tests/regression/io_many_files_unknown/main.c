/* Nine files open at once: a real system allows it, the stream model keeps
 * eight. The path past the limit must be UNKNOWN naming the limit, never a
 * failure of the program (it was a [precondition] failure). */
#include <assert.h>
#include <stdio.h>

int main(void) {
  FILE *files[9];
  for (int i = 0; i < 9; i++) {
    files[i] = fopen("data.txt", "r");
    if (files[i] == NULL) return 1;
  }
  for (int i = 0; i < 9; i++) fclose(files[i]);
  return 0;
}
