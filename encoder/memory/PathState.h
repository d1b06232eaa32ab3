// PathState: what one path (or a merge of paths) carries from one program
// point to the next: its guard, the contents of every object and whether
// each is alive, and the rounding mode fesetround set. The walk copies it
// along edges and the memory model merges two where paths join
// (MemoryModel::merge_into); everything else reads and writes it.
#pragma once

#include <vector>

#include "CellMemory.h"

namespace swarmbmc::encoder {

struct PathState {
  Term guard;                    ///< path condition, assumptions included
  std::vector<Contents> memory;  ///< contents per object id (byte array or cells, CellMemory.h)
  std::vector<Term> alive;       ///< per object id: a boolean, false once freed or out of scope
  /// The floating-point rounding mode fesetround set: a 2-bit term of
  /// terms::RoundingMode; nullptr while the path has not set one (nearest-even).
  Term rounding_mode = nullptr;
};

}  // namespace swarmbmc::encoder
