/* Fixture header for defines.c, found only through an -I option. */
#define FIXTURE_HEADER_VALUE 0
