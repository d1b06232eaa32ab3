/* Each argv[i] holds at most 16 characters and its terminator (CBMC's
 * model; --max-arg-length): index 17 is past the end of the object. */
#include <assert.h>
int main(int argc, char **argv) {
  if (argc >= 3) {
    char c = argv[2][17];
    return c;
  }
  return 0;
}
