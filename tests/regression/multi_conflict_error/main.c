// main.c's prototype of scale takes and returns long; lib.c defines it
// with two ints. LLVM would link the call silently.
long scale(long value);

int main(void) { return scale(3) != 6; }
