/* A swarm under the shared encoding proves what plain BMC proves, and its
 * verdict names the unknown environment it rests on, as plain BMC's does. */
#include <assert.h>
#include <stdlib.h>

void swarm_log(const char *feature);

int main(void) {
  const char *lang = getenv("LANG");
  if (lang != NULL) {
    swarm_log("set");
    if (lang[0] == 'C') assert(lang[0] != 'D');
  } else {
    swarm_log("unset");
  }
  return 0;
}
