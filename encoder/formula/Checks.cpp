#include "Checks.h"

namespace swarmbmc::encoder {

bool CheckSelection::enabled(PropertyKind kind) const {
  switch (kind) {
    case PropertyKind::Assertion: return assertions;
    case PropertyKind::Precondition:
    case PropertyKind::InvalidLongjmp: return preconditions;  // longjmp's precondition
    case PropertyKind::Bounds: return bounds;
    case PropertyKind::DivisionByZero: return div_by_zero;
    case PropertyKind::Overlap: return memcpy_overlap;
    case PropertyKind::SignedOverflow: return signed_overflow;
    case PropertyKind::Shift: return shift;
    case PropertyKind::LogReached: return log.enabled && log.reach;
    case PropertyKind::MemoryLeak: return memory_leak;
    case PropertyKind::MemoryCleanup: return memory_cleanup;
    case PropertyKind::FloatConversion: return float_conversion;
    case PropertyKind::NaN: return nan;
    case PropertyKind::FloatOverflow: return float_overflow;
    case PropertyKind::Null:
    case PropertyKind::UseAfterFree:
    case PropertyKind::DeadObject:
    case PropertyKind::InvalidFree:
    case PropertyKind::DoubleFree:
    case PropertyKind::ReadOnly:
    case PropertyKind::InvalidFunctionPointer: return pointer;
  }
  return true;
}

}  // namespace swarmbmc::encoder
