#include <unistd.h>
#include <assert.h>
int main(void) {
  char header[4];
  ssize_t n = read(0, header, sizeof header);
  if (n < 0) return 1;
  for (int i = 0; i < 4; i++) assert(i < n); /* the whole header was read */
  return 0;
}
