/* An unmodelled function given a function pointer may call it: the
   handler's assertion could fail, so the run is UNKNOWN naming both, never
   VERIFIED. */
#include <assert.h>
void register_handler(void (*handler)(int));
static int calls;
static void handler(int code) {
  calls++;
  assert(code != 3);
}
int main(void) {
  register_handler(handler);
  return calls;
}
