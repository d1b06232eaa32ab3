// DebugNames: C names and types of source variables from LLVM debug info,
// for the assignments of a trace.
#pragma once

#include <cstdint>
#include <string>

namespace llvm {
class DIType;
}

namespace swarmbmc::encoder {

/// The C spelling of a debug type: "int", "unsigned char *", "struct P",
/// "int[4]", a typedef's name. "?" when unknown.
std::string c_type_name(const llvm::DIType* type);

/// The part of a variable of debug type `type` at byte `offset`.
struct Lvalue {
  std::string name;  ///< "a[2]", "p.y", "m[1][0]"; the variable's name at offset 0 of a scalar
  std::string type;  ///< the part's C type
  const llvm::DIType* debug_type = nullptr;  ///< the part's debug type
};

/// False for unsigned integer, boolean and character types (print unsigned).
bool is_signed_type(const llvm::DIType* type);

/// Names the element or member of variable `variable` (of debug type `type`)
/// at byte `offset`, descending arrays and structs.
Lvalue lvalue_at(const std::string& variable, const llvm::DIType* type, uint64_t offset);

/// Names what pointer variable `pointer` (pointing to `pointee`) reaches at
/// byte `offset` from where it points: "n->value", "*p", "p[3]", "q[1].y".
Lvalue lvalue_through(const std::string& pointer, const llvm::DIType* pointee, int64_t offset);

/// The pointee of a pointer debug type (through typedefs and qualifiers); null otherwise.
const llvm::DIType* pointee_type(const llvm::DIType* type);

}  // namespace swarmbmc::encoder
