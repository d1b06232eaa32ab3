#include "Checks.h"

namespace swarmbmc::encoder {

bool CheckSelection::enabled(PropertyKind kind) const {
  switch (kind) {
    case PropertyKind::Assertion:
    case PropertyKind::Precondition: return true;
    case PropertyKind::Bounds: return bounds;
    case PropertyKind::DivisionByZero: return div_by_zero;
    case PropertyKind::Overlap: return memcpy_overlap;
    case PropertyKind::MemoryLeak: return memory_leak;
    case PropertyKind::MemoryCleanup: return memory_cleanup;
    case PropertyKind::Null:
    case PropertyKind::UseAfterFree:
    case PropertyKind::DeadObject:
    case PropertyKind::InvalidFree:
    case PropertyKind::DoubleFree:
    case PropertyKind::InvalidFunctionPointer: return pointer;
  }
  return true;
}

}  // namespace swarmbmc::encoder
