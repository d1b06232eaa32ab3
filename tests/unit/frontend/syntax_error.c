/* Fixture: does not compile (missing ';'). clang's error is expected in the test output. */
int main(void) {
  return 0
}
