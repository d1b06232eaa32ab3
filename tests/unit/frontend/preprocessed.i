# 1 "preprocessed.c"
int twice(int x) { int y = x + x; return y; }
int main(void) { return twice(0); }
