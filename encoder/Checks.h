// Which properties a run checks (CBMC's --pointer-check, --bounds-check,
// --memory-leak-check, ... spelled as swarmbmc's defaults and switches).
#pragma once

#include "Formula.h"

namespace swarmbmc::encoder {

struct CheckSelection {
  /// Null and dead-object dereferences, use after free, invalid and double
  /// free, calls through invalid function pointers (--no-pointer-check).
  bool pointer = true;
  bool bounds = true;          ///< --no-bounds-check
  bool div_by_zero = true;     ///< --no-div-by-zero-check
  bool memcpy_overlap = true;  ///< --no-memcpy-overlap-check
  bool memory_leak = false;    ///< --memory-leak-check (SV-COMP valid-memtrack)
  bool memory_cleanup = false; ///< --memory-cleanup-check (SV-COMP valid-memcleanup)

  /// Whether a check of `kind` is made at all; assertions and library
  /// preconditions always are.
  bool enabled(PropertyKind kind) const;
};

}  // namespace swarmbmc::encoder
