/* errno: glibc's errno is *__errno_location(). Without a model the call
 * was an unmodelled function whose result may be NULL, so `errno = 0;`
 * failed [null] in programs that are correct. One int for the one thread.
 * Its own file, linked last: LinkOnlyNeeded links a model's function only
 * when the program or a model linked before calls it, and the stream
 * models (getline.c, stdio.c, io.c) set errno. */
static int swarmbmc_errno;
int *__errno_location(void) { return &swarmbmc_errno; }
