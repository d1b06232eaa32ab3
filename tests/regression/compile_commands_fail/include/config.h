// The buffer size every file is compiled with (-DBUFFER_SIZE=N).
#ifndef BUFFER_SIZE
#error "compile with -DBUFFER_SIZE=N"
#endif
void clear(char *buffer);
