// Trace: the counterexample's facts (each step's kind, place and names, its
// values' bits with their types), built once from a model by TraceBuilder.
// Every writer (text, JSON, witnesses, SARIF, replay) reads this and nothing
// else of the run; how a step reads for people is report/'s
// (report/trace/StepText.h), so the engine records what happened and never
// how it is shown.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "terms/Bits.h"
#include "encoder/formula/Formula.h"

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
  /// as a C literal up to its terminator ("\"ab\\001\""). The printf model's
  /// %p shows a pointer so (OutputText.cpp), and the writers too.
  std::string text() const;
  /// string: its bytes up to and including the first NUL (all of them when
  /// there is none), what a real exec passes.
  std::string terminated() const;
  /// string: the bytes after the first NUL up to the last non-zero one
  /// (empty when the rest is zeros). A real exec cannot put them there: the
  /// model treats argv[i] as an object of --max-arg-length + 1 bytes.
  std::string unreachable() const;
  bool is_float() const { return kind == Kind::Integer && float_width != 0; }
  /// "0x5" (integers), empty otherwise: glibc's %p of an integer (OutputText.cpp).
  std::string hex() const;
  bool operator==(const TraceValue&) const = default;
};

/// `bytes` as a C string literal: printable ASCII as is, `"` and `\\`
/// escaped, every other byte as a three-digit octal escape (the C that
/// replay generates, and the strings of the trace's lines).
std::string c_string_literal(const std::string& bytes);

struct TraceStep {
  enum class Kind { Input, Call, Return, Assignment, Log, Assumption, Output, Failure };
  Kind kind = Kind::Failure;
  SourceLocation location;
  /// What a caller adds after the step's line, which report/trace/StepText.h
  /// renders from the facts below: the check command's ` printed "<line>"`
  /// of a log event that matched a line of the log file.
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
  /// input: the name the unroller recorded, which `name` and `input_kind`
  /// classify ("__VERIFIER_nondet_int()", "argument n", "x (uninitialised)",
  /// a klee_make_symbolic label, "argv[1]")
  std::string event_name;
  bool choice_restricted = false;  ///< input: a heuristic other than `any` restricted its choice
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
  /// in the line), and whether they could be rendered (false: `format` shows
  /// the printf format instead, the line saying "(not rendered)")
  std::string stream;
  std::string data;
  bool rendered = true;
  bool truncated = false;
  bool past_end = false;       ///< output: truncated where the bytes run past their object's end
  bool formatted = false;      ///< output: a printf-family call (a format and its arguments)
  bool format_known = false;   ///< output, formatted: the format is a constant on the path
  std::string format;
  int64_t output_offset = -1;  ///< pwrite's offset; -1 for the others
  std::string message;  ///< failure: the property's message ("assertion x < 5 failed")
};

}  // namespace swarmbmc::encoder
