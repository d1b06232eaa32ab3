// OutputText: what a printf-family call writes, rendered from the trace's
// concrete values (output is an event in the trace). The
// unroller parses the format to know which arguments are %s strings (their
// bytes are read from memory at the call, OutputEvents.cpp); the trace
// builder renders the text from the model's values. Each conversion is
// rendered by the host's snprintf with the same flags, width and precision:
// swarmbmc runs on x86-64 glibc, the C library the program's output is
// compared with.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "Trace.h"

namespace swarmbmc::encoder {

/// One "%..." of a format ("%%" included, conversion '%').
struct FormatConversion {
  std::string flags;           ///< of "-+ #0'"
  int width = -1;              ///< -1: none
  bool width_star = false;     ///< '*': an int argument gives it
  int precision = -1;          ///< -1: none
  bool precision_star = false;
  std::string length;          ///< "", "hh", "h", "l", "ll", "j", "z", "t", "L", "q"
  char conversion = 0;
  bool supported = false;      ///< rendered: d i u x X o c s p f F g G e E a A % m, no 'L'
};

/// A format's literal text and conversions in order: `literals[i]` comes
/// before `conversions[i]`, `literals.back()` after the last one. Parsing
/// stops at the first conversion that is not supported (its `supported` is
/// false and it is the last).
struct ParsedFormat {
  std::vector<std::string> literals;
  std::vector<FormatConversion> conversions;
};
ParsedFormat parse_format(const std::string& format);

/// The indices, among the arguments after the format, of the arguments the
/// %s conversions print (whose bytes the unroller reads), up to the first
/// unsupported conversion.
std::vector<size_t> string_argument_indices(const ParsedFormat& format);

/// The indices, among the rendered arguments, where each %m (glibc:
/// strerror(errno), no argument of the call) takes the errno the unroller
/// inserts there, up to the first unsupported conversion.
std::vector<size_t> errno_argument_indices(const ParsedFormat& format);

/// An argument of a printf-family call in the model: its value and, for a
/// %s, its text (the bytes up to the NUL, or as many as were read).
struct FormatArgument {
  TraceValue value;
  std::string text;
  bool text_known = false;      ///< %s: the bytes were read
  bool text_truncated = false;  ///< %s: no NUL among the bytes read (the cap, or the object's end)
};

/// What printf(format, arguments...) writes; nullopt when it cannot be
/// rendered (an unsupported conversion, a missing argument, a value of
/// another kind than the conversion takes, a %s whose bytes were not read).
/// `truncated` is set when a %s's text was cut short.
std::optional<std::string> render_format(const ParsedFormat& format, const std::vector<FormatArgument>& arguments,
                                         bool& truncated);

}  // namespace swarmbmc::encoder
