#include <assert.h>

int main(void) {
  int m[3][3];
  for (int i = 0; i < 3; i++)
    for (int j = 0; j < 3; j++)
      m[i][j] = i + j;
  int diag = 0;
  for (int i = 0; i <= 3; i++)
    diag += m[i][i];
  return diag;
}
