// The second definition of main.c's counter.
int counter = 2;
