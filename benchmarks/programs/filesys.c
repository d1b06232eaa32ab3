/*
 * filesys.c: a file-system model: 2 files of at most 8 bytes (each a malloc'd block, so
 * that writing past one is a bounds violation of its own object), 3 file
 * descriptors; open, close, read, write, seek, truncate and unlink.
 *
 * Bug: write's bound check is off by one (offset > MAXSIZE instead of
 *      offset >= MAXSIZE): the 9th byte written through one descriptor
 *      lands in data[8], one past the end of the file's block ([bounds] store in fs_write).
 *      seek cannot jump there (it stays within the file's size).
 * Features: open close read write seek truncate unlink
 * Needs: open write (close, seek, truncate and unlink delay the bug; read
 *        is irrelevant)
 * Smallest depth: 10
 * Verdicts: 1-2 BOUNDED; 3-9 VERIFIED; 10- FAILED
 * Depths quick: 9 10
 * Depths full: 10 12 15 20 30
 */
#include <stdlib.h>

#include "swarmbmc.h"

extern int __VERIFIER_nondet_int(void);

#ifndef ITERATIONS
#define ITERATIONS 10
#endif

#define NFILES 2
#define MAXSIZE 8
#define NFDS 3

struct file {
  char *data; /* MAXSIZE bytes */
  int size;
};

struct descriptor {
  int open;
  int file;
  int offset;
};

struct file files[NFILES];
struct descriptor fds[NFDS];

static int valid_fd(int fd) { return fd >= 0 && fd < NFDS && fds[fd].open; }

int fs_open(int f) {
  swarm_log("open");
  if (f < 0 || f >= NFILES)
    return -1;
  for (int fd = 0; fd < NFDS; fd++)
    if (!fds[fd].open) {
      fds[fd].open = 1;
      fds[fd].file = f;
      fds[fd].offset = 0;
      return fd;
    }
  return -1;
}

void fs_close(int fd) {
  swarm_log("close");
  if (valid_fd(fd))
    fds[fd].open = 0;
}

int fs_read(int fd) {
  swarm_log("read");
  if (!valid_fd(fd))
    return -1;
  struct file *f = &files[fds[fd].file];
  if (fds[fd].offset >= f->size)
    return -1;
  return f->data[fds[fd].offset++];
}

int fs_write(int fd, char c) {
  swarm_log("write");
  if (!valid_fd(fd))
    return -1;
  struct file *f = &files[fds[fd].file];
  if (fds[fd].offset > MAXSIZE) /* BUG: should be >= */
    return -1;
  f->data[fds[fd].offset++] = c;
  if (fds[fd].offset > f->size)
    f->size = fds[fd].offset;
  return 1;
}

int fs_seek(int fd, int pos) {
  swarm_log("seek");
  if (!valid_fd(fd) || pos < 0 || pos > files[fds[fd].file].size)
    return -1;
  fds[fd].offset = pos;
  return pos;
}

void fs_truncate(int fd) {
  swarm_log("truncate");
  if (valid_fd(fd))
    files[fds[fd].file].size = fds[fd].offset;
}

void fs_unlink(int f) {
  swarm_log("unlink");
  if (f < 0 || f >= NFILES)
    return;
  files[f].size = 0;
  for (int fd = 0; fd < NFDS; fd++)
    if (fds[fd].open && fds[fd].file == f)
      fds[fd].offset = 0;
}

int main(void) {
  for (int f = 0; f < NFILES; f++)
    files[f].data = malloc(MAXSIZE);
  for (int i = 0; i < ITERATIONS; i++) {
    int fd = __VERIFIER_nondet_int() & 3;
    switch (__VERIFIER_nondet_int()) {
    case 0: fs_open(__VERIFIER_nondet_int() & 1); break;
    case 1: fs_close(fd); break;
    case 2: fs_read(fd); break;
    case 3: fs_write(fd, (char)__VERIFIER_nondet_int()); break;
    case 4: fs_seek(fd, __VERIFIER_nondet_int() & 31); break;
    case 5: fs_truncate(fd); break;
    default: fs_unlink(__VERIFIER_nondet_int() & 1); break;
    }
  }
  return 0;
}
