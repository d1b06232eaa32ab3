/* An uninitialised pointer that is assigned before use is fine. */
int main(void) {
  int *p;
  int x = 0;
  if (x == 0)
    p = &x;
  *p = 1;
  return x - 1;
}
