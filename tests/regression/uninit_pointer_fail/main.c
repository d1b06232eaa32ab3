/* An uninitialised pointer points to no object: writing through it fails. */
int main(void) {
  int *p;
  int x = 0;
  if (x == 0)
    *p = 1;
  return 0;
}
