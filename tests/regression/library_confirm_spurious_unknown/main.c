/* getcwd has no model: its havoc lets buf[0] be anything, but the real
   getcwd returns an absolute path. The counterexample is replayed natively
   before it is reported, does not fail there, and so is no FAILED. */
#include <assert.h>
#include <unistd.h>
int main(void) {
  char buf[256];
  if (!getcwd(buf, sizeof buf)) return 0;
  assert(buf[0] == '/');
  return 0;
}
