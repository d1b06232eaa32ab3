/* --assume-no-callback register_handler: the handler is taken never to be
   called, and the call is havocked as any unmodelled function. */
#include <assert.h>
void register_handler(void (*handler)(int), int *slot);
static int calls;
static void handler(int code) { calls += code; }
int main(void) {
  int slot = 0;
  register_handler(handler, &slot);
  assert(calls == 0);
  return slot;
}
