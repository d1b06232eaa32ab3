#include <assert.h>

int main(void) {
  int a[3][4];
  int count = 0;
  for (int i = 0; i < 3; i++)
    for (int j = 0; j < 4; j++) {
      a[i][j] = i * 4 + j;
      count++;
    }
  assert(count == 12);
  assert(a[2][3] == 11 && a[1][0] == 4);
  return 0;
}
