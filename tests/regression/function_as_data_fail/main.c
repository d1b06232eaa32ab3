int main(void) {
  int (*f)(void) = main;
  const unsigned char *code = (const unsigned char *)f;
  return code[0];
}
