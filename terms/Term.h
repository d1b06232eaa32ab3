// The term language: hash-consed DAG nodes over booleans, fixed-width
// bit-vectors (1..128 bits) and byte arrays (bv64 -> bv8).
//
// A Term is a pointer to an immutable Node owned by a TermManager; two
// structurally equal terms built by the same manager are the same pointer
// (variables excepted: each is unique). Nothing here knows about LLVM.
#pragma once

#include <cstdint>
#include <string>

#include "Bits.h"

namespace swarmbmc::terms {

enum class SortKind : uint8_t { Bool, BitVec, Array };

/// Bool, BitVec(width) or Array (index bv64, element bv8: byte memory).
struct Sort {
  SortKind kind = SortKind::Bool;
  uint16_t width = 0;  ///< bit-vector width; 0 for Bool and Array

  static Sort boolean() { return {SortKind::Bool, 0}; }
  static Sort bv(unsigned width) { return {SortKind::BitVec, static_cast<uint16_t>(width)}; }
  static Sort array() { return {SortKind::Array, 0}; }
  static constexpr unsigned kArrayIndexWidth = 64;
  static constexpr unsigned kArrayElementWidth = 8;

  bool is_bool() const { return kind == SortKind::Bool; }
  bool is_bv() const { return kind == SortKind::BitVec; }
  bool is_array() const { return kind == SortKind::Array; }
  bool operator==(const Sort&) const = default;
};

enum class Op : uint8_t {
  // Leaves.
  BoolConst,   ///< value 0 or 1
  BvConst,     ///< value
  Var,         ///< a free variable of any sort (name in Node::name)
  ConstArray,  ///< array whose every element is args[0]
  // Boolean connectives (binary; chains build n-ary).
  Not, And, Or, Xor,
  // Polymorphic.
  Eq, Ite,
  // Bit-vector predicates.
  Ult, Ule, Slt, Sle,
  // Bit-vector operations.
  BvNot, Neg, BvAnd, BvOr, BvXor, Add, Sub, Mul, UDiv, SDiv, URem, SRem, Shl, LShr, AShr,
  Concat,   ///< args[0] is the high part
  Extract,  ///< bits [hi:lo] of args[0]; hi = param0, lo = param1
  ZExt, SExt,  ///< to the node's width
  // Arrays.
  Select,  ///< args[0][args[1]]
  Store,   ///< args[0] with [args[1]] := args[2]
  // Floating point (terms/FloatOp.h): one IEEE operation, whose value is by
  // definition that of args[1], its bit-vector circuit; args[0] packs the
  // operands' bits and the 2-bit rounding mode; param0/param1 name the
  // operation and formats. Z3 translates it with its FP theory; every other
  // consumer looks through it to args[1].
  FloatOp,
};

/// Name of an operator, for printing and diagnostics.
const char* op_name(Op op);

struct Node {
  Node(Op o, Sort s) : op(o), sort(s) {}

  Op op;
  Sort sort;
  uint8_t num_args = 0;
  uint32_t id = 0;        ///< creation order, unique per manager: deterministic ordering key
  uint32_t param0 = 0;    ///< Extract: hi
  uint32_t param1 = 0;    ///< Extract: lo
  u128 value = 0;         ///< BoolConst/BvConst
  const Node* args[3] = {nullptr, nullptr, nullptr};
  std::string name;       ///< Var only

  const Node* arg(unsigned i) const { return args[i]; }
  unsigned width() const { return sort.width; }
  bool is_const() const { return op == Op::BoolConst || op == Op::BvConst; }
  bool is_true() const { return op == Op::BoolConst && value == 1; }
  bool is_false() const { return op == Op::BoolConst && value == 0; }
};

using Term = const Node*;

/// Orders terms by creation, so containers keyed by terms iterate deterministically.
struct TermLess {
  bool operator()(Term a, Term b) const { return a->id < b->id; }
};

/// A readable S-expression rendering (for tests and debugging); shared
/// subterms are printed again at each use, so keep it for small terms.
std::string to_string(Term t);

}  // namespace swarmbmc::terms
