// The loop runs up to 1000 times: at --depth 3 nothing is proven (BOUNDED),
// and each configuration omitting an event says what it checked within
// depth 3: a partial result, reported in the text and as SARIF notes.
#include <assert.h>
#include "swarmbmc.h"
extern int __VERIFIER_nondet_int(void);

int main(void) {
  int n = __VERIFIER_nondet_int();
  int sum = 0;
  for (int i = 0; i < n && i < 1000; i++) {
    if (__VERIFIER_nondet_int()) {
      swarm_log("add");
      sum += 1;
    } else {
      swarm_log("skip");
    }
  }
  assert(sum <= 1000);
  return 0;
}
