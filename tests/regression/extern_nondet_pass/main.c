#include <assert.h>
extern int read_sensor(void);

int main(void) {
  int v = read_sensor();
  int level = v < 0 ? 0 : (v > 100 ? 100 : v);
  assert(level >= 0 && level <= 100);
  return 0;
}
