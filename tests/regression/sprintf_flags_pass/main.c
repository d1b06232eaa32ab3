#include <assert.h>
#include <stdio.h>
#include <string.h>

/* glibc's text for widths, precisions and flags (checked natively). */
static void same(const char *text, int length, const char *expected) {
  assert(length == (int)strlen(expected));
  assert(strcmp(text, expected) == 0);
}

int main(void) {
  char b[64];
  same(b, sprintf(b, "[%5d|%-5d|%05d]", 42, 42, -42), "[   42|42   |-0042]");
  same(b, sprintf(b, "[%+d|% d|%.3d|%8.3d]", 7, 7, 7, -7), "[+7| 7|007|    -007]");
  same(b, sprintf(b, "[%x|%X|%#x|%#o|%o]", 255u, 255u, 255u, 8u, 8u), "[ff|FF|0xff|010|10]");
  same(b, sprintf(b, "[%#08x|%#.0x|%.0d]", 255u, 0u, 0), "[0x0000ff||]");
  same(b, sprintf(b, "[%c|%3c|%-3c]", 'a', 'b', 'c'), "[a|  b|c  ]");
  same(b, sprintf(b, "[%s|%.2s|%6s|%-6s]", "abc", "abc", "abc", "abc"), "[abc|ab|   abc|abc   ]");
  same(b, sprintf(b, "[%*d|%-*d|%.*d]", 4, 1, 4, 2, 3, 3), "[   1|2   |003]");
  same(b, sprintf(b, "[%p|%p|%s|%.3s]", (void *)0x1f, (void *)0, (char *)0, (char *)0), "[0x1f|(nil)|(null)|]");
  same(b, sprintf(b, "[%hhd|%hu|%ld|%llx|%zu]", 300, 70000, -5L, 0x1234567890ULL, sizeof(int)), "[44|4464|-5|1234567890|4]");
  same(b, sprintf(b, "[%u|%d|%%]", 4294967295u, -2147483647 - 1), "[4294967295|-2147483648|%]");
  int count = 0;
  sprintf(b, "abc%n|", &count);
  assert(count == 3);
  return 0;
}
