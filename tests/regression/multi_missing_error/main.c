// Named with a second file that does not exist.
int main(void) { return 0; }
