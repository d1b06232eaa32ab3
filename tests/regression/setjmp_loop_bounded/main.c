/* An error-retry loop through longjmp: every attempt fails until the
   fifth, so the jump back is taken four times, more than --depth 3. */
#include <assert.h>
#include <setjmp.h>
static jmp_buf retry;
static int attempts;
static void attempt(void) {
  attempts++;
  if (attempts < 5) longjmp(retry, attempts);
}
int main(void) {
  setjmp(retry);
  attempt();
  assert(attempts == 5);
  return 0;
}
