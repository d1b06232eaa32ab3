/* strcpy of the first argument into 20 bytes overflows on an argument of
 * 20 characters or more: with arguments of at most --max-arg-length 16
 * characters nothing fails, but strcpy read the terminator of a string at
 * that limit, so the answer is BOUNDED (a longer argument is not checked). */
#include <string.h>

int main(int argc, char **argv) {
  char name[20];
  if (argc > 1) strcpy(name, argv[1]);
  return name[0];
}
