/* fork: parent and child run concurrently; the child's write is not the
   parent's, but the processes are not modelled: UNKNOWN naming fork. */
#include <assert.h>
#include <sys/wait.h>
#include <unistd.h>
int main(void) {
  int shared = 0;
  pid_t child = fork();
  if (child == 0) {
    shared = 1;
    _exit(0);
  }
  waitpid(child, 0, 0);
  assert(shared == 0);
  return 0;
}
