// Recursion 5000 calls deep within --depth: the unroller inlines at most
// 1000 nested calls (its own stack), then says UNKNOWN instead of crashing.
int depth(int n) { return n <= 0 ? 0 : 1 + depth(n - 1); }
int main(void) { return depth(5000) - 5000; }
