/* qsort and bsearch: they call the program's comparator through its
 * function pointer, so the comparator really runs (its assertions, null
 * dereferences and bounds are checked) and the result is the one the
 * comparator decides. Their loops and qsort's recursion are unrolled like
 * the program's: each counts against --depth. */
#include "swarmbmc_model.h"

typedef unsigned long size_t;
#define NULL ((void *)0)

typedef int (*comparison_fn)(const void *, const void *);

/* Copies `size` bytes, a word at a time where the size allows: fewer
 * iterations, so an int array's merge needs --depth n here, not 4 n. The
 * words are copied as bytes are, pointers in them included. */
static void copy_bytes(char *to, const char *from, size_t size) {
  if (size % sizeof(unsigned long) == 0) {
    for (size_t i = 0; i < size / sizeof(unsigned long); i++)
      ((unsigned long *)to)[i] = ((const unsigned long *)from)[i];
  } else if (size % sizeof(unsigned) == 0) {
    for (size_t i = 0; i < size / sizeof(unsigned); i++) ((unsigned *)to)[i] = ((const unsigned *)from)[i];
  } else {
    for (size_t i = 0; i < size; i++) to[i] = from[i];
  }
}

/* glibc's msort_with_tmp: sorts the halves, then merges them into `tmp`,
 * taking the left element while compare(left, right) <= 0, and copies back.
 * The comparator sees the same calls, in the same order, with pointers
 * into the array, as under glibc (whose qsort is this merge sort whenever
 * the buffer fits in memory); so a comparator with side effects or checks
 * behaves as it would natively, and equal elements keep their order. */
static void merge_sort(char *b, size_t n, size_t size, comparison_fn compare, char *tmp) {
  if (n <= 1) return;
  size_t n1 = n / 2, n2 = n - n1;
  char *b1 = b, *b2 = b + n1 * size;
  merge_sort(b1, n1, size, compare, tmp);
  merge_sort(b2, n2, size, compare, tmp);
  char *out = tmp;
  while (n1 > 0 && n2 > 0) {
    if (compare(b1, b2) <= 0) {
      copy_bytes(out, b1, size);
      b1 += size;
      --n1;
    } else {
      copy_bytes(out, b2, size);
      b2 += size;
      --n2;
    }
    out += size;
  }
  if (n1 > 0) copy_bytes(out, b1, n1 * size);
  copy_bytes(b, tmp, (n - n2) * size);
}

void qsort(void *base, size_t n, size_t size, comparison_fn compare) {
  __swarmbmc_precondition(size == 0 || n <= (size_t)-1 / size, "qsort: n * size overflows");
  if (n < 2 || size == 0) return;
  char tmp[n * size];
  merge_sort(base, n, size, compare, tmp);
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
