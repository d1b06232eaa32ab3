// ILP32 keeps 21 bits of offset in a pointer stored to memory: a pointer
// 2 MiB into an object does not fit, and the run says so (UNKNOWN), never
// a verdict built on a truncated pointer.
static char big[3 << 20];
int main(void) {
  char *far = &big[2 << 20];
  char *volatile slot = far;  // stored to memory
  *slot = 1;
  return big[2 << 20] - 1;
}
