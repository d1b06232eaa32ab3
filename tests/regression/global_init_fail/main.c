#include <assert.h>
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int cond);

struct Point {
  int x;
  int y;
  char tag[4];
};

int primes[6] = {2, 3, 5, 7};
struct Point origin = {1, -2, "ab"};
struct Point pts[2] = {{3, 4, "p"}, [1].y = 9};
const char *greeting = "hello";
char word[] = "swarm";
int counter;

int main(void) {
  assert(primes[3] == 7 && primes[4] == 0 && primes[5] == 0);
  assert(origin.x == 1 && origin.y == -2);
  assert(origin.tag[0] == 'a' && origin.tag[1] == 'b' && origin.tag[2] == 0);
  assert(pts[0].x == 3 && pts[0].tag[0] == 'p' && pts[1].x == 0 && pts[1].y == 9);
  assert(greeting[1] == 'e' && greeting[5] == 0);
  assert(sizeof(word) == 6 && word[4] == 'm');
  assert(counter == 0);
  counter++;
  assert(counter == 1);
  int i = __VERIFIER_nondet_int();
  __VERIFIER_assume(i >= 0 && i <= 5);
  assert(word[i] != 0);
  return 0;
}
