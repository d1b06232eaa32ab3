// TermManager: creates hash-consed terms and simplifies them at construction.
//
// Simplification at construction is what makes deterministic code free:
// constants fold, ite on a constant condition collapses, read-over-write
// with provably equal/different offsets resolves, extract/concat pairs
// cancel. Every rule is an equivalence under SMT-LIB semantics, so the
// backends see a smaller but equal formula. One manager per thread.
#pragma once

#include <array>
#include <deque>
#include <string>
#include <unordered_map>
#include <unordered_set>
#include <utility>
#include <vector>

#include "Term.h"

namespace swarmbmc::terms {

/// Low bits of `t` known from its structure: (value, count). Catches the
/// alignment of addresses like 4*i + 1, so byte lanes of words never alias,
/// and tells the encoder's cell memory that an offset is a multiple of a
/// cell's width.
std::pair<u128, unsigned> known_low_bits(Term t, int depth = 6);

class TermManager {
 public:
  TermManager() = default;
  TermManager(const TermManager&) = delete;
  TermManager& operator=(const TermManager&) = delete;

  // --- Leaves ---------------------------------------------------------------
  Term mk_bool(bool value);
  Term mk_true() { return true_; }
  Term mk_false() { return false_; }
  Term mk_bv(u128 value, unsigned width);
  /// A fresh variable: never shared, even with an equal name (within a
  /// generation, see start_generation).
  Term mk_var(Sort sort, const std::string& name);
  /// Starts a generation of variable recycling (iterative deepening builds
  /// one formula per depth in one manager): from now on, the k-th variable
  /// made with a given name and sort in a generation is the k-th one made
  /// with them in the earlier generations, so that the part of a deeper
  /// unrolling that repeats a shallower one hash-conses to the same terms
  /// (and a solver that kept them reuses their encoding). Within a
  /// generation every mk_var is still a distinct variable; each formula is
  /// solved on its own, so sharing variables across formulas is sound.
  void start_generation();
  /// The byte array whose every element is `element` (a bv8 term).
  Term mk_const_array(Term element);

  // --- Boolean ----------------------------------------------------------------
  Term mk_not(Term a);
  Term mk_and(Term a, Term b);
  Term mk_or(Term a, Term b);
  Term mk_xor(Term a, Term b);
  Term mk_implies(Term a, Term b) { return mk_or(mk_not(a), b); }
  Term mk_eq(Term a, Term b);
  /// What a bit-vector equality was before mk_eq rewrote it, e.g. x == 15
  /// for the !c & y == 15 that ite(c, 0, y) == 15 became: both say the
  /// same, but only the original names x, which interval analysis can then
  /// narrow (terms/Intervals.h). Null for terms that are not such a rewrite.
  struct EqualityOrigin {
    Term a, b;
  };
  const EqualityOrigin* equality_origin(Term t) const {
    auto it = equality_origins_.find(t);
    return it == equality_origins_.end() ? nullptr : &it->second;
  }
  Term mk_ite(Term cond, Term then_term, Term else_term);

  // --- Bit-vector predicates --------------------------------------------------
  Term mk_ult(Term a, Term b) { return mk_compare(Op::Ult, a, b); }
  Term mk_ule(Term a, Term b) { return mk_compare(Op::Ule, a, b); }
  Term mk_slt(Term a, Term b) { return mk_compare(Op::Slt, a, b); }
  Term mk_sle(Term a, Term b) { return mk_compare(Op::Sle, a, b); }
  Term mk_compare(Op op, Term a, Term b);

  // --- Bit-vector operations --------------------------------------------------
  /// Any binary operation from BvAnd .. AShr (both operands of one width).
  Term mk_binary(Op op, Term a, Term b);
  Term mk_add(Term a, Term b) { return mk_binary(Op::Add, a, b); }
  Term mk_sub(Term a, Term b) { return mk_binary(Op::Sub, a, b); }
  Term mk_mul(Term a, Term b) { return mk_binary(Op::Mul, a, b); }
  Term mk_bvnot(Term a);
  Term mk_neg(Term a);
  Term mk_concat(Term high, Term low);
  Term mk_extract(Term a, unsigned hi, unsigned lo);
  Term mk_zext(Term a, unsigned width);
  Term mk_sext(Term a, unsigned width);
  /// zext or truncate to `width`.
  Term mk_zext_or_trunc(Term a, unsigned width);
  /// A bool as a bit-vector of `width` bits (0 or 1).
  Term mk_bool_to_bv(Term b, unsigned width) { return mk_ite(b, mk_bv(1, width), mk_bv(0, width)); }

  // --- Arrays -----------------------------------------------------------------
  Term mk_select(Term array, Term index);
  Term mk_store(Term array, Term index, Term value);

  // --- Floating point (FloatOp.h) ---------------------------------------------
  /// Whether FloatBv wraps its circuits in FloatOp nodes (for Z3's FP
  /// theory); off by default: the circuits alone.
  void set_native_floats(bool on) { native_floats_ = on; }
  bool native_floats() const { return native_floats_; }
  /// The FloatOp node of `info` over `operand_pack` whose value is
  /// `lowered`; `lowered` itself when it is a constant.
  Term mk_float_op(uint32_t param0, uint32_t param1, Term operand_pack, Term lowered);

  /// Number of distinct nodes created so far.
  size_t size() const { return nodes_.size(); }

 private:
  struct NodeHash {
    size_t operator()(const Node* n) const;
  };
  struct NodeEqual {
    bool operator()(const Node* a, const Node* b) const;
  };

  /// Returns the unique node equal to `proto`, creating it if needed.
  Term intern(const Node& proto);
  Term make(Op op, Sort sort, Term a = nullptr, Term b = nullptr, Term c = nullptr, uint32_t p0 = 0,
            uint32_t p1 = 0);

  Term rewrite_eq(Term a, Term b);
  /// rewrite_eq of two bit-vectors by their structure (offsets, extensions,
  /// concats, negations); null if no rule applies.
  Term rewrite_bv_eq(Term a, Term b);
  /// rewrite_eq of a bit-vector `a` and a constant `b`; null if no rule applies.
  Term rewrite_eq_constant(Term a, Term b);
  /// ite(c, x, y) == b (a constant) along a chain of ites with a constant branch.
  Term ite_chain_eq(Term a, Term b);
  Term simplify_binary(Op op, Term a, Term b);
  // --- Narrow arithmetic (Narrow.cpp) ---
  /// Width of the narrowest value `t` extends (sign- or zero-); its width if none.
  static unsigned narrow_width(Term t, bool is_signed);
  /// `t` (an extension, or a constant that fits) at width k.
  Term narrowed(Term t, unsigned k, bool is_signed);
  /// *, /, % of extended operands computed at the narrow width; null if not applicable.
  Term narrow_arithmetic(Op op, Term a, Term b);
  /// ite(c, ext x, ext y) = ext(ite(c, x, y)); null if not applicable.
  Term ite_of_extensions(Term c, Term t, Term e);
  /// Two ites on the same condition (pushed through by mk_concat).
  static bool is_ite_pair(Term high, Term low);
  /// mk_concat of an ite pair, memoised in concat_cache_.
  Term concat_ites(Term high, Term low);

  struct PairHash {
    size_t operator()(std::pair<uint32_t, uint32_t> p) const { return (size_t(p.first) << 32) ^ p.second; }
  };

  std::deque<Node> nodes_;
  bool recycling_ = false;  ///< after the first start_generation()
  bool native_floats_ = false;
  /// Per name and sort: the variables made so far, in order of creation
  /// within their generation, and how many this generation has taken.
  struct Recycled {
    std::vector<Term> variables;
    size_t taken = 0;
  };
  std::unordered_map<std::string, Recycled> recycled_;
  /// The unique table, split in shards by hash: a shard rehashes at
  /// 1/kTableShards of the size, so growing never stalls the unroller for
  /// long. As one table, rehashing 2.9M nodes took 580 ms (1.4M: 250 ms),
  /// during which no stop flag was polled.
  static constexpr size_t kTableShards = 256;
  using Table = std::unordered_set<const Node*, NodeHash, NodeEqual>;
  std::array<Table, kTableShards> table_;
  /// The shard that holds nodes equal to `proto`.
  Table& shard_for(const Node& proto);
  std::unordered_map<std::pair<uint32_t, uint32_t>, Term, PairHash> select_cache_;
  std::unordered_map<std::pair<uint32_t, uint32_t>, Term, PairHash> concat_cache_;
  /// The first (innermost) equality each rewritten equality came from.
  std::unordered_map<Term, EqualityOrigin> equality_origins_;
  Term true_ = mk_bool_init(true);
  Term false_ = mk_bool_init(false);
  Term mk_bool_init(bool v);
};

}  // namespace swarmbmc::terms
