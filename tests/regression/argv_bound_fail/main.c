/* strcpy of the first argument into 20 bytes overflows on an argument of
 * 20 characters or more: found once --max-arg-length allows them. */
#include <string.h>

int main(int argc, char **argv) {
  char name[20];
  if (argc > 1) strcpy(name, argv[1]);
  return name[0];
}
