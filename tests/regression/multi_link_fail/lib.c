// store_at checks the index against the size one too late.
int store_at(int *buffer, int size, int index, int value) {
  if (index > size) return -1;
  buffer[index] = value;
  return 0;
}

int sum(const int *buffer, int size) {
  int total = 0;
  for (int i = 0; i < size; i++) total += buffer[i];
  return total;
}
