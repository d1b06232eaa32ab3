/* A function of the program's own without a body (no C library function):
   under --property its havoc is the documented assumption, and the proof
   stands. */
extern int read_sensor(void);
extern int __VERIFIER_nondet_int(void);
void reach_error(void) {}
int main(void) {
  int v = read_sensor();
  if (v > 10) v = 10;
  if (v > 10) reach_error();
  return 0;
}
