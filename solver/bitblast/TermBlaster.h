// TermBlaster: turns terms into CNF literals, one word of literals per term.
//
// Walks the term DAG children first (iteratively: unrolled programs make
// deep DAGs) and maps each node once, so the sharing of the DAG carries
// over to the CNF. Booleans are 1-bit words. Arrays never become bits:
// the term manager already eliminated every read over a write or a merge,
// so the only reads left are reads of array variables (memory nobody
// initialised). Each such read gets fresh bits, tied to the array's
// earlier reads by Ackermann constraints: equal indices, equal bytes.
//
// Blasting polls a stop flag and throws Interrupted when it is raised:
// a formula with millions of terms takes a while, and the swarm's
// cancellation must reach it.
#pragma once

#include <atomic>
#include <map>
#include <optional>
#include <stdexcept>
#include <unordered_map>
#include <vector>

#include "CnfBits.h"
#include "solver/Solver.h"
#include "terms/Term.h"
#include "WordCircuits.h"

namespace swarmbmc::solver::bitblast {

/// A term the SAT backend cannot encode (the message says which).
struct Unsupported : std::runtime_error {
  using std::runtime_error::runtime_error;
};
/// Blasting stopped because the stop flag was raised.
struct BlastInterrupted {};

class TermBlaster {
 public:
  using Word = WordCircuits<CnfBits>::Word;
  using Lit = CnfBits::Bit;

  /// One read of an array variable: its index and byte literals.
  struct ArrayRead {
    Word index;
    Word value;
  };

  TermBlaster(CnfBits& bits, const std::atomic<bool>* stop, DivisionEncoding division = DivisionEncoding::Auto)
      : bits_(bits), circuits_(bits), stop_(stop), division_(division) {}

  /// The literal of a boolean term (blasting it first if needed).
  Lit literal(terms::Term t) { return word(t)[0]; }
  /// The bits of a boolean (1 bit) or bit-vector term.
  const Word& word(terms::Term t);
  /// The bits of `t` if it was blasted, else null.
  const Word* find(terms::Term t) const {
    auto it = words_.find(t);
    return it == words_.end() ? nullptr : &it->second;
  }
  /// Every read of the array variable `array` blasted so far.
  const std::vector<ArrayRead>& reads(terms::Term array) const;

  size_t terms_blasted() const { return words_.size(); }

 private:
  void blast(terms::Term root);
  Word build(terms::Term t);
  Word build_select(terms::Term t);
  const std::pair<Word, Word>& division(terms::Term t, bool is_signed);
  void check_stop();

  CnfBits& bits_;
  WordCircuits<CnfBits> circuits_;
  const std::atomic<bool>* stop_;
  DivisionEncoding division_;
  std::unordered_map<terms::Term, Word> words_;
  /// Reads per array variable, in creation order (deterministic CNF).
  std::map<terms::Term, std::vector<ArrayRead>, terms::TermLess> reads_;
  /// Per array variable, positions in reads_: the first read at each
  /// constant index, and the reads at non-constant indices. Two constant
  /// indices that differ need no Ackermann constraint, so small objects read
  /// at every constant offset (the encoder's cells) cost no quadratic work.
  struct ReadIndex {
    std::unordered_map<uint64_t, size_t> constant;
    std::vector<size_t> symbolic;
  };
  std::unordered_map<terms::Term, ReadIndex> read_index_;
  /// (dividend, divisor, signed) -> (quotient, remainder): div and rem share.
  std::map<std::tuple<uint32_t, uint32_t, bool>, std::pair<Word, Word>> divisions_;
};

}  // namespace swarmbmc::solver::bitblast
