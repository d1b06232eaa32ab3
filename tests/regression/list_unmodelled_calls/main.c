/* --list-unmodelled: read_sensor and pthread_create have neither a body nor
   a model; malloc, printf, free (the encoder's) and strlen (a C model) do. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <pthread.h>
int read_sensor(int *out);
static void *work(void *a) { return a; }
int main(void) {
  int v;
  read_sensor(&v);
  char *p = malloc(4);
  printf("%d %zu\n", v, strlen("abc"));
  pthread_t t;
  pthread_create(&t, 0, work, 0);
  read_sensor(&v);
  free(p);
  return 0;
}
