// The log a user gives with --log-trace, and how one of its lines matches a
// log event (Groce & Joshi's trace restriction: only the executions that
// print this log are checked).
//
// An event is a swarm_log("name") call (the line is the name), a function
// feature's entry (the line is the function's name), or a call of a
// printf-like --log-function whose first argument is a constant format: the
// line is what the call prints, without its final newline, and matching it
// fixes the arguments the conversions print (`withdraw 500` against
// "withdraw %d\n" says the second argument is 500).
#pragma once

#include <cstdint>
#include <optional>
#include <stdexcept>
#include <string>
#include <vector>

namespace swarmbmc::logsrt {

/// A problem with the log file or with matching it: the one-line message a
/// user sees (exit 2).
struct LogError : std::runtime_error {
  using std::runtime_error::runtime_error;
};

struct LogLine {
  unsigned number = 0;  ///< 1-based line number in the file
  std::string text;     ///< without the line break
};

/// The lines of `path` (a final line break is optional; "\r\n" counts as
/// one). Throws LogError when it cannot be read.
std::vector<LogLine> read_log_file(const std::string& path);

/// One value a printf conversion printed, as the line fixes it.
struct PrintedValue {
  enum class Kind { Signed, Unsigned, Char, String };
  Kind kind = Kind::Signed;
  unsigned argument = 0;    ///< index of the call's argument (the format is argument 0)
  unsigned bits = 32;       ///< the C type's width: 8 hh, 16 h, 32, 64 l/ll/z/j/t
  int64_t number = 0;       ///< Signed, Unsigned (as bits), Char (the byte)
  std::string text;         ///< String
};

/// How `line` matches the printf `format`: the values it fixes, or nullopt
/// when it cannot be what the format prints (also when the format has a
/// conversion this matcher does not know: %f, %p, %n, '*' widths...).
/// Throws LogError when the line could be printed with different values
/// (`%s %s` against "a b c"): no single constraint is then exact.
std::optional<std::vector<PrintedValue>> match_printf(const std::string& format, const std::string& line);

}  // namespace swarmbmc::logsrt
