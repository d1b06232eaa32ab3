/* An uninitialised local holds one unknown value from its declaration on,
 * not a new one at every read (LLVM's undef after mem2reg): x > 5 and
 * x <= 0 cannot both hold. */
#include <assert.h>
int main(void) {
  int x;
  if (x > 5) assert(x > 0);
  return 0;
}
