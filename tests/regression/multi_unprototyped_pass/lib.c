// The definition of main.c's unprototyped twice.
int twice(int value) { return 2 * value; }
