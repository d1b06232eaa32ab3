// counter is defined here and in other.c: a native link fails too.
int counter = 1;

int main(void) { return counter; }
