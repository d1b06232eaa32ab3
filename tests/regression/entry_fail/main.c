int main(void) {
  return 0;
}

void check_buffer(void) {
  int buf[4];
  for (int i = 0; i <= 4; i++)
    buf[i] = i;
}
