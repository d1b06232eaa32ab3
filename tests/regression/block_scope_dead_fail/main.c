/* A pointer into a block whose scope has ended: AddressSanitizer reports
   stack-use-after-scope (-fsanitize-address-use-after-scope). */
int main(void) {
  int *q;
  {
    int l = 5;
    q = &l;
  }
  return *q;
}
