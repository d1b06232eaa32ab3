/* Fixture: compiles only with -I<inc> and -DFIXTURE_VALUE=42. */
#include "fixture_config.h"
#if !defined(FIXTURE_VALUE) || FIXTURE_VALUE != 42
#error "FIXTURE_VALUE must be defined to 42"
#endif

int main(void) { return FIXTURE_HEADER_VALUE; }
