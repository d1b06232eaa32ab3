/* A bodiless function of a verification API that swarmbmc does not model
 * is never silently ignored. */
void __CPROVER_frobnicate(int);
int main(void) {
  __CPROVER_frobnicate(1);
  return 0;
}
