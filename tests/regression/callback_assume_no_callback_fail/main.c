/* --assume-no-callback keeps the havoc of the call: what the function may
   write through its pointer argument still reaches the assertion. */
#include <assert.h>
void register_handler(void (*handler)(int), int *slot);
static void handler(int code) { (void)code; }
int main(void) {
  int slot = 0;
  register_handler(handler, &slot);
  assert(slot != 5);
  return 0;
}
