// A 64-bit main.c with an i386 lib32.ll: their long and pointers differ.
long twice(long value);

int main(void) { return twice(2) != 4; }
