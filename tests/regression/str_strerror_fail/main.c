/* EACCES's text is "Permission denied": 17 characters do not fit. */
#include <errno.h>
#include <string.h>

int main(void) {
  char message[12];
  strcpy(message, strerror(EACCES));
  return message[0] == 'P';
}
