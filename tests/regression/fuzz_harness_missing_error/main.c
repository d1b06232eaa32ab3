// --fuzz-harness on a program without LLVMFuzzerTestOneInput.
int main(void) { return 0; }
