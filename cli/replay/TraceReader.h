// TraceReader: reads back what `--json` wrote, for `swarmbmc replay`.
#pragma once

#include <optional>
#include <stdexcept>
#include <string>
#include <vector>

#include "terms/Bits.h"

namespace swarmbmc::cli {

/// A problem with the trace file; the message is one line.
class TraceError : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

struct ReplayInput {
  std::string id;    ///< inputID: the function or klee label
  std::string kind;  ///< inputKind
  unsigned width = 0;
  terms::u128 bits = 0;
  std::string where;  ///< "main.c:10"
  bool is_string = false;  ///< a string value (main's argv[i]): `bytes`, not `bits`
  std::string bytes;       ///< string: the object's bytes (see MainArguments)
};

/// What main(argc, argv) gets in the trace: argc and each argv[i]'s object
/// as the model had it (its string, then the bytes past the terminator no
/// real exec can pass, zeros up to the object's size).
struct MainArguments {
  long long argc = 0;
  std::vector<std::string> argv;  ///< argv[0..argc-1], each its object's bytes (size = length)
};

/// One of the checked program's files.
struct TraceProgramFile {
  std::string file;
  std::string sha256;
  /// Its compilation database flags (clang arguments), when it had any.
  std::optional<std::vector<std::string>> compile_flags;
};

struct ReplayTrace {
  std::string program_file;    ///< the first file
  std::string program_sha256;  ///< the first file's
  /// Every file of the program, in order (program.files; older traces: the one file).
  std::vector<TraceProgramFile> program_files;
  std::string entry;
  std::string data_model;     ///< "LP64", "ILP32" (absent in older traces: "")
  std::string property_kind;  ///< "assertion", "bounds", ...
  std::string property_text;  ///< "[bounds] store out of bounds of 'stack' at main.c:29:16"
  /// In the order the program reads them; argc and argv's strings, when
  /// `main_arguments` holds them, are not among them (main gets them).
  std::vector<ReplayInput> inputs;
  std::optional<MainArguments> main_arguments;  ///< the trace's argc and argv (entry main only)
  /// -D and -I the checked C program was compiled with (absent in older traces: empty)
  std::vector<std::string> defines, include_dirs;
  /// Over-approximated library functions (sin, exp, ...) whose values the
  /// trace used: not among `inputs`, since the native program computes
  /// the real ones, so the replay checks the counterexample against them.
  std::vector<std::string> overapproximated_functions;
};

/// Parses a FAILED document of format version 1. Throws TraceError for an
/// unreadable or malformed file, another format version, or a verdict
/// without a counterexample.
ReplayTrace read_trace(const std::string& path);

}  // namespace swarmbmc::cli
