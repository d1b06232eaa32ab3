#include <stdio.h>
#include <assert.h>
int main(void) {
  int count = 0, c;
  while ((c = getchar()) != EOF) {
    assert(c >= 0 && c <= 255);
    count++;
  }
  assert(count < 5); /* stdin may hold up to --max-input-length bytes */
  assert(count <= 6);
  return 0;
}
