/* getcwd has no model: its havoc stays inside buf, but the real getcwd
   writes up to 200 bytes into 16. Under --property no proof may rest on it. */
#include <unistd.h>
int main(void) {
  char buf[16];
  if (!getcwd(buf, 200)) return 1;
  return 0;
}
