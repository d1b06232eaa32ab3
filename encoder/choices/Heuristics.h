// Heuristics: the run-time restrictions of a named choice (after
// JPF's ChoiceGenerators): which values an input may take, chosen on the
// command line by the choice's name, never in the program.
//
//   any                       every value (the default: fully symbolic)
//   threshold(T, D)           {T-D, T, T+D}
//   set(a, b, ...)            those values
//   interval(lo, hi[, step])  lo <= v <= hi (with step: lo, lo+step, ...)
//   boundary                  the type's min, -1, 0, 1, max (floating point:
//                             also -0, +-inf, NaN, the smallest subnormal)
//   random(N[, seed])         N values of the type drawn once (seed 1)
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "terms/Bits.h"

namespace swarmbmc::encoder {

/// The C type of a choice's value.
struct ChoiceType {
  enum class Kind { Integer, Boolean, Float };
  Kind kind = Kind::Integer;
  unsigned width = 32;     ///< bits (float: 32 or 64)
  bool is_signed = true;   ///< integer: how parameters and values read
  /// swarm_choose_int(name, lo, hi) with constant bounds: random draws within them.
  std::optional<terms::i128> lo, hi;

  /// "int", "unsigned int", "char", "_Bool", "double", "int64_t"-like "int64".
  std::string c_name() const;
  /// The bits of the value `text` names ("13", "-1", "0x10", "13.25", "inf",
  /// "nan", "true"); nullopt (with `error`) when it is none of this type.
  std::optional<terms::u128> parse_value(const std::string& text, std::string& error) const;
  /// The value of `bits` as the user writes it ("13", "13.25", "-inf", "nan").
  std::string value_text(terms::u128 bits) const;
};

struct Heuristic {
  std::string name = "any";         ///< any, threshold, set, interval, boundary, random
  std::vector<std::string> params;  ///< as written, trimmed

  /// The canonical spelling: "threshold(13.25,0.5)", "boundary", "any".
  std::string text() const;
  bool is_any() const { return name == "any"; }
};

/// Parses "threshold(13.25, 0.5)"; nullopt with a one-line `error` for an
/// unknown heuristic or a wrong number of parameters (their values are
/// checked against each choice's type by domain_of).
std::optional<Heuristic> parse_heuristic(const std::string& text, std::string& error);

/// The values a heuristic allows for a choice of one type.
struct Domain {
  bool any = true;                  ///< no restriction
  std::vector<terms::u128> values;  ///< else: exactly these (bits), unless `range`
  bool range = false;               ///< interval without step: lo <= v <= hi
  terms::u128 lo = 0, hi = 0;       ///< range bounds (bits of the type)
};

/// The domain of `heuristic` on values of `type`; nullopt with `error` for
/// a parameter that is no value of the type, an empty interval, more than
/// kMaxChoiceValues values, a threshold that overflows the type.
std::optional<Domain> domain_of(const Heuristic& heuristic, const ChoiceType& type, std::string& error);

/// An integer type's least and greatest values, and a value's bits and back.
terms::i128 integer_min(const ChoiceType& type);
terms::i128 integer_max(const ChoiceType& type);
terms::u128 bits_of_integer(const ChoiceType& type, terms::i128 value);
terms::i128 integer_of_bits(const ChoiceType& type, terms::u128 bits);
/// A float type's (32 or 64 bits) value as a double, and a double's bits in the type.
double double_of_bits(const ChoiceType& type, terms::u128 bits);
terms::u128 bits_of_double(const ChoiceType& type, double value);

/// Enumerated domains larger than this are an error (use interval without step).
constexpr size_t kMaxChoiceValues = 4096;

}  // namespace swarmbmc::encoder
