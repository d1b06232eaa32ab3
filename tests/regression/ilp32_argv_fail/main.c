// main(argc, argv) under ILP32: argv is an array of 4-byte pointers;
// argv[argc] is NULL.
int main(int argc, char **argv) {
  return argv[argc - 1][0] + argv[argc][0];
}
