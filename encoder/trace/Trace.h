// Trace: the counterexample as program terms, built once from a model by
// TraceBuilder. Every writer (text, JSON, witnesses, SARIF, replay) reads
// this and nothing else of the run.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "terms/Bits.h"
#include "encoder/verify/Formula.h"

namespace swarmbmc::encoder {

/// A concrete value from the model.
struct TraceValue {
  enum class Kind { None, Integer, Boolean, Pointer, String };
  Kind kind = Kind::None;
  unsigned width = 0;     ///< integer: bits
  terms::u128 bits = 0;   ///< integer/boolean: the value's bits
  bool is_signed = true;  ///< integer: print as signed
  /// integer: 32 or 64 when the bits are an IEEE float's or double's
  /// (width is then the same), 0 for a plain integer
  unsigned float_width = 0;
  unsigned object_id = 0;  ///< pointer: 0 is null
  std::string object;      ///< pointer: the object's C name ("arr", "malloc at list.c:12"); empty for null
  int64_t offset = 0;      ///< pointer: byte offset into the object
  /// string (an argv[i] of main): the object's bytes as the model chose
  /// them, all of them (its size is bytes.size()); the string is the bytes
  /// up to the first NUL, the rest no real exec can pass (see unreachable()).
  std::string bytes;

  static TraceValue integer(terms::u128 bits, unsigned width, bool is_signed) {
    TraceValue value;
    value.kind = Kind::Integer;
    value.bits = bits & terms::mask(width);
    value.width = width;
    value.is_signed = is_signed;
    return value;
  }
  static TraceValue boolean(bool truth) {
    TraceValue value;
    value.kind = Kind::Boolean;
    value.bits = truth;
    value.width = 1;
    return value;
  }
  /// Object 0 is null.
  static TraceValue pointer(unsigned object_id, std::string object, int64_t offset) {
    TraceValue value;
    value.kind = Kind::Pointer;
    value.object_id = object_id;
    value.object = std::move(object);
    value.offset = offset;
    return value;
  }

  static TraceValue string(std::string object_bytes) {
    TraceValue value;
    value.kind = Kind::String;
    value.bytes = std::move(object_bytes);
    return value;
  }

  /// "5", "-1", "1"/"0" for booleans, "NULL", "&arr", "&arr + 8"; a string
  /// as a C literal up to its terminator ("\"ab\\001\"").
  std::string text() const;
  /// string: its bytes up to and including the first NUL (all of them when
  /// there is none), what a real exec passes.
  std::string terminated() const;
  /// string: the bytes after the first NUL up to the last non-zero one
  /// (empty when the rest is zeros). A real exec cannot put them there: the
  /// model treats argv[i] as an object of --max-arg-length + 1 bytes.
  std::string unreachable() const;
  /// string: a C condition that `lvalue` holds these bytes (the string, its
  /// terminator and the unreachable bytes): "argv[1][0] == 'x' && argv[1][1] == 0"
  /// (character constants, right whether char is signed or not).
  std::string c_condition(const std::string& lvalue) const;
  bool is_float() const { return kind == Kind::Integer && float_width != 0; }
  /// A float's value for people: its shortest round-tripping decimal with
  /// the exact C99 hex literal, "0.1 (0x1.999999999999ap-4)", "-0 (-0x0p+0)",
  /// "inf (INFINITY)", "NaN (0x7ff8000000000000 bits)" (C has no NaN
  /// literal); text() (with hex() for integers) otherwise.
  std::string display() const;
  /// A float's shortest round-tripping decimal: "0.1", "-0", "inf", "-inf", "nan".
  std::string float_decimal() const;
  /// A float's value as a C expression of that exact value: a hex literal
  /// ("0x1.999999999999ap-4", "-0x0p+0", exact for a float too, which
  /// widens to double exactly), "INFINITY" / "-INFINITY"; empty for a NaN.
  std::string float_literal() const;
  bool is_nan() const;
  /// The bits, most significant first (integers and booleans).
  std::string binary() const;
  /// "0x5" (integers), empty otherwise.
  std::string hex() const;
};

/// `bytes` as a C string literal: printable ASCII as is, `"` and `\\`
/// escaped, every other byte as a three-digit octal escape.
std::string c_string_literal(const std::string& bytes);

struct TraceStep {
  enum class Kind { Input, Call, Return, Assignment, Log, Assumption, Output, Failure };
  Kind kind = Kind::Failure;
  SourceLocation location;
  /// One line for people: "__VERIFIER_nondet_int() = 5", "push(5)",
  /// "x = 5 (0x5)", "[assertion] assertion x failed".
  std::string text;
  /// input: the source ("__VERIFIER_nondet_int", "klee_make_symbolic" label,
  /// external function, entry parameter); call/return: the function;
  /// assignment: the C lvalue ("x", "a[2]", "p.y"); log: the feature;
  /// assumption: the assume function ("__VERIFIER_assume"), which held;
  /// failure: the property tag ("assertion", "bounds", ...)
  std::string name;
  /// input: "__VERIFIER_nondet_int"-style function name, "klee_make_symbolic",
  /// "external-function" or "entry-argument"
  std::string input_kind;
  /// input: its choice name ("main::velocity", "main.c:7:11"; encoder/choices/ChoiceNames.h), if it is one
  std::string choice;
  std::string type;  ///< assignment: C type from debug info
  TraceValue value;  ///< input/assignment value, return value (Kind::None for void)
  std::vector<TraceValue> arguments;  ///< call
  bool hidden = false;  ///< in code without debug info (library or internal code)
  std::string log_function;  ///< log: swarm_log or the --log-function called
  /// log under --log-trace: the 1-based index of the log's line this event
  /// is (its order among the log's lines; 0 when it is none of them)
  unsigned log_line = 0;
  /// output (name: the function, "printf", "write"): the stream ("stdout",
  /// "stderr", a file's path, "NULL"), the bytes written as far as shown
  /// (`data`), whether they are all of them (`truncated`: more than the
  /// cap, kOutputByteCap, or a string that runs past its object's end, said
  /// in `text`), and whether they could be rendered (false: `format` shows
  /// the printf format instead, with `text` saying "(not rendered)")
  std::string stream;
  std::string data;
  bool rendered = true;
  bool truncated = false;
  std::string format;
  int64_t output_offset = -1;  ///< pwrite's offset; -1 for the others
};

/// Output data as a C string literal's body for people: \n, \t, \r, \",
/// \\ escaped, other bytes outside printable ASCII as three-digit octal.
std::string escaped_output(const std::string& bytes);

}  // namespace swarmbmc::encoder
