#include <assert.h>
#include <stdio.h>
int main(void) {
  int x;
  char word[4];
  if (scanf("%d %3s", &x, word) == 2 && x == 42) assert(word[0] != 'z');
  return 0;
}
