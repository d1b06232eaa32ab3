/* With --max-arg-length 3, argv[1] has 4 bytes: index 4 is past its end. */
int main(int argc, char **argv) {
  if (argc < 2)
    return 0;
  return argv[1][4];
}
