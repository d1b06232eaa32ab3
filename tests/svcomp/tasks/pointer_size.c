extern void abort(void);
void reach_error(void) { abort(); }
/* A program written for LP64: it stores a pointer in an unsigned long
 * array slot and expects 8 bytes. Its verdict depends on the data model. */
int main(void) {
  int value = 7;
  unsigned long slots[2];
  slots[0] = (unsigned long)&value;
  if (sizeof(void *) != 8) reach_error();
  return *(int *)slots[0] - 7;
}
