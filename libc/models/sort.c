/* qsort and bsearch: they call the program's comparator through its
 * function pointer, so the comparator really runs (its assertions, null
 * dereferences and bounds are checked) and the result is the one the
 * comparator decides. Their loops are unrolled like
 * the program's: each counts against --depth. */
#include "swarmbmc_model.h"

typedef unsigned long size_t;
#define NULL ((void *)0)

typedef int (*comparison_fn)(const void *, const void *);

/* Exchanges two elements of `size` bytes, a word at a time where the size
 * allows: fewer iterations, so a struct of 16 bytes needs --depth 2 here,
 * not 16. The words are copied as bytes are, pointers in them included. */
static void swap_elements(char *a, char *b, size_t size) {
  if (size % sizeof(unsigned long) == 0) {
    unsigned long *x = (unsigned long *)a, *y = (unsigned long *)b;
    for (size_t i = 0; i < size / sizeof(unsigned long); i++) {
      unsigned long t = x[i];
      x[i] = y[i];
      y[i] = t;
    }
  } else if (size % sizeof(unsigned) == 0) {
    unsigned *x = (unsigned *)a, *y = (unsigned *)b;
    for (size_t i = 0; i < size / sizeof(unsigned); i++) {
      unsigned t = x[i];
      x[i] = y[i];
      y[i] = t;
    }
  } else {
    for (size_t i = 0; i < size; i++) {
      char t = a[i];
      a[i] = b[i];
      b[i] = t;
    }
  }
}

/* Insertion sort by adjacent swaps. Stable, so for a comparator that is a
 * consistent order its result is glibc's (a merge sort, also stable: the
 * stable order is unique). Chosen over glibc's merge sort for its cost:
 * every access is at an offset the unrolling knows, where a merge reads at
 * offsets that depend on the comparisons (5 unknown ints: 309 terms and
 * 0.6 s here, 14722 terms and 4.6 s as a merge). The comparator is asked
 * about other pairs, in another order, than glibc asks it. */
void qsort(void *base, size_t n, size_t size, comparison_fn compare) {
  __swarmbmc_precondition(size == 0 || n <= (size_t)-1 / size, "qsort: n * size overflows");
  if (n < 2 || size == 0) return;
  char *elements = base;
  for (size_t i = 1; i < n; i++)
    for (size_t j = i; j > 0 && compare(elements + (j - 1) * size, elements + j * size) > 0; j--)
      swap_elements(elements + (j - 1) * size, elements + j * size, size);
}

/* glibc's binary search: the key is the comparator's first argument. */
void *bsearch(const void *key, const void *base, size_t n, size_t size, comparison_fn compare) {
  __swarmbmc_precondition(size == 0 || n <= (size_t)-1 / size, "bsearch: n * size overflows");
  size_t low = 0, high = n;
  while (low < high) {
    size_t middle = (low + high) / 2;
    const void *element = (const char *)base + middle * size;
    int comparison = compare(key, element);
    if (comparison < 0)
      high = middle;
    else if (comparison > 0)
      low = middle + 1;
    else
      return (void *)element;
  }
  return NULL;
}
