// OutputEvents: what the program writes, as trace events: printf,
// fprintf, puts, putchar, fputs, fputc, putc and the other output functions
// the encoder gives a meaning (their results only), perror, the vprintf
// family's va_list, and the models' __swarmbmc_output hook (fwrite, write,
// pwrite). An event holds the stream and the bytes as terms read from
// memory without checks; the trace renders them from the model
// (trace/OutputText.h). Trace-only: the formula does not change.
#pragma once

#include <string>

#include "encoder/trace/TraceRecorder.h"

namespace llvm {
class CallBase;
class DataLayout;
class Module;
}  // namespace llvm

namespace swarmbmc::encoder {

struct ParsedFormat;  // trace/OutputText.h

class OutputEvents {
 public:
  OutputEvents(const llvm::Module& module, TermManager& tm, Records& records, Instructions& instructions,
               MemoryModel& memory);

  /// An output function's call (OutputEvents.cpp): its result, and its output event.
  bool output_call(Frame& frame, const llvm::CallBase& call, const std::string& name, PathState& state);

 private:
  // --- OutputEvents.cpp ---------------------------------------------------------------
  void record_output(Frame& frame, const llvm::CallBase& call, const std::string& name, PathState& state);
  void record_model_output(Frame& frame, const llvm::CallBase& call, PathState& state);
  /// The stream a FILE * names: its handle, read without a check.
  void output_stream(OutputRecord& record, const SymValue& file, PathState& state);
  /// A printf-family call's format (argument `index`) and the arguments after it.
  /// `listed`: the arguments are a va_list's (the vprintf family), the call's argument after the format.
  void output_format(OutputRecord& record, Frame& frame, const llvm::CallBase& call, unsigned index, bool listed,
                     PathState& state);
  /// The call's arguments after its format (argument `index`), %s strings' bytes read.
  void format_call_arguments(OutputRecord& record, Frame& frame, const llvm::CallBase& call, unsigned index,
                             const ParsedFormat& parsed, PathState& state);
  /// Up to kOutputByteCap bytes at `pointer` (`count` of them; null: a C
  /// string, read up to a NUL that is one on every path), read without
  /// checks for the trace only.
  OutputBytes output_bytes(const SymValue& pointer, Term count, bool c_string, PathState& state);

  // --- The C library's own (OutputLibrary.cpp) ------------------------------------------
  /// perror(message): "message: %m\n" on stderr, %m the model's errno at the call.
  void record_perror(Frame& frame, const llvm::CallBase& call, PathState& state);
  /// The model's errno (libc/models/errno.c) at the call, 0 when no model sets it.
  EventValue errno_value(Frame& frame, PathState& state);
  /// The arguments a va_list holds for a format's conversions (vprintf family):
  /// false when the va_list is not one va_start set up on this path.
  bool va_list_arguments(OutputRecord& record, Frame& frame, const llvm::CallBase& call, unsigned list,
                         const ParsedFormat& parsed, PathState& state);

  const llvm::Module& module_;
  const llvm::DataLayout& layout_;
  TermManager& tm_;
  Records& records_;
  Instructions& instructions_;
  MemoryModel& memory_;
};

}  // namespace swarmbmc::encoder
