/* The same table without the upper range check: `prog e` reads past it.
 * The failing input is argv[1]'s first character. */
static const int weights[4] = {1, 2, 3, 4};
int main(int argc, char **argv) {
  if (argc < 2)
    return 0;
  char option = argv[1][0];
  if (option < 'a')
    return 0;
  return weights[option - 'a'];
}
