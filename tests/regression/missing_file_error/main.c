/* test.desc deliberately names does_not_exist.c, which is not in this folder. */
int main(void) {
  return 0;
}
