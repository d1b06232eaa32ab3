// --log-pattern: a regular expression over event names, compiled to a
// deterministic automaton (Groce & Joshi's trace restriction for families of
// logs: `push{64} (pop|top)*` stands for every log of 64 pushes followed by
// pops and tops, `(push|pop)* top` for every log that ends with a top).
//
// An event name is a feature name, exactly as --list-features prints it: a
// swarm_log string, a --log-function format string, a function's name with
// --features functions. The syntax (one token at a time):
//
//   name      a maximal run of characters other than whitespace, '"' and the
//             operators ( ) | * + ? { } ,
//   "name"    a quoted name: any characters but an unescaped '"'
//   escapes   in and out of quotes, `\n` is a newline and `\t` a tab (as
//             --list-features prints them), and a backslash before one of
//             \ " ( ) | * + ? { } , or a space stands for that character;
//             any other escape is an error, so is a name directly followed
//             by a quoted one (write a space between them)
//   a b       concatenation (juxtaposition; whitespace separates names)
//   a | b     alternation (lowest precedence), ( ) groups
//   a* a+ a?  zero or more, one or more, at most one
//   a{n} a{n,} a{n,m}   n times, at least n, n to m times (n <= m <= 10000)
//
// An empty pattern or alternative matches the empty sequence. The whole
// sequence of an execution's events must match the whole pattern.
//
// The automaton: parse to a tree, Thompson's NFA, then the subset
// construction over the pattern's names plus one symbol, "other", for every
// event the pattern does not name (it leads to the dead state from
// everywhere). The states that cannot reach an accepting one are merged into
// that one dead state, so "dead" is a single number the instrumentation can
// assume away. No LLVM here: logsrt/LogTrace.cpp puts the automaton into the
// program.
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

namespace swarmbmc::logsrt {

/// A deterministic automaton over a pattern's event names.
struct PatternDfa {
  /// The names the pattern uses, sorted: symbol i is names[i]; symbol
  /// names.size() is any other event ("other").
  std::vector<std::string> names;
  /// next[state][symbol]. State 0 is the start.
  std::vector<std::vector<uint32_t>> next;
  std::vector<bool> accepting;
  /// The one state from which no continuation is accepted; "other" leads
  /// there from every state, and it only to itself.
  uint32_t dead = 0;

  size_t states() const { return next.size(); }
  /// The symbol of an event name: its index in names, or names.size().
  uint32_t symbol_of(const std::string& name) const;
  /// Whether the whole sequence of event names matches.
  bool matches(const std::vector<std::string>& events) const;
};

inline constexpr size_t kMaxPatternStates = 4096;

/// Compiles `pattern`. Throws LogError (one line) for invalid syntax (naming
/// the column) and for an automaton of more than `max_states` states.
PatternDfa compile_log_pattern(const std::string& pattern, size_t max_states = kMaxPatternStates);

}  // namespace swarmbmc::logsrt
