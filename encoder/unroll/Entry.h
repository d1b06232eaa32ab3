// Entry: the program's start and end around the walk, as a C runtime runs
// them: the globals' initial state, constructors (llvm.global_ctors, by
// priority), the environment getenv & co. and envp see, the entry function
// with its arguments (`main(argc, argv)` modelled as CBMC does), and at
// the end, when main returns or exit() is called, the functions registered
// with atexit() (last registered first), the destructors
// (llvm.global_dtors) and the memory checks at exit.
//
// Why apart from the walk: none of this is control flow inside a function;
// it is what surrounds the entry's call, decided by the module's tables and
// the run's options (--entry, --max-argc, --env, ...), and it calls the
// walk (Inliner) like any caller.
#pragma once

#include <map>
#include <string>
#include <utility>
#include <vector>

#include "encoder/calls/Calls.h"

namespace llvm {
class CallBase;
class Function;
class Instruction;
class Module;
}  // namespace llvm

namespace swarmbmc::encoder {

class Entry {
 public:
  /// The run's options that the start and end read (UnrollOptions' of the same names).
  struct Options {
    const std::string& entry;
    const IoEnvironment& io;
    unsigned max_argc;
    unsigned max_arg_length;
  };
  Entry(const llvm::Module& module, TermManager& tm, Records& records, MemoryModel& memory, Instructions& instructions,
        TraceRecorder& trace, Inliner& inliner, Options options);

  /// Globals, constructors, the entry, and the exit handlers after main.
  void run_program(const llvm::Function& entry);
  /// exit(): atexit functions (last registered first), then destructors,
  /// then the memory checks at exit (`at`: the exit call or main's return).
  void run_exit_handlers(PathState state, const llvm::Instruction* at);
  /// atexit(f): f runs at exit on the paths that registered it.
  bool register_exit_handler(Frame& frame, const llvm::CallBase& call, PathState& state);
  /// Environment variables the run took to be unknown: a verdict names them.
  const std::vector<std::string>& unknown_environment() const { return unknown_environment_; }

 private:
  /// The entry's arguments: inputs for integers, opaque objects for pointers.
  std::vector<SymValue> entry_arguments(const llvm::Function& entry, PathState& state);
  bool is_main_with_arguments(const llvm::Function& entry) const;
  /// argc, argv (and envp) as CBMC models them.
  void main_arguments(const llvm::Function& entry, PathState& state, std::vector<SymValue>& arguments);
  /// A load that reads argv[i]'s terminator where its string is at
  /// --max-arg-length, or an unknown environment variable's at
  /// --max-env-length: an input bound reached; a read of main's envp that
  /// the model cannot answer: unsupported (MemoryModel::on_load).
  void argv_end(const SymValue& pointer, const std::vector<unsigned>& candidates, unsigned bytes,
                const llvm::Instruction& inst, const PathState& state);
  /// The environment getenv & co. (libc/models/env.c) and envp see: the
  /// model's table filled, the variables' inputs in the trace.
  void create_environment(const llvm::Function& entry, PathState& state);
  /// One variable of the environment: its entry "NAME=VALUE" (or "NAME=")
  /// and its value (NULL when unset).
  std::pair<SymValue, SymValue> environment_variable(const std::string& name, const std::string* value,
                                                     PathState& state);
  void fill_environment_table(const std::vector<std::pair<SymValue, SymValue>>& variables, PathState& state);
  void environment_read(const PathState& state);
  /// Calls a parameterless handler (constructor, destructor, atexit
  /// function) on the paths where `condition` holds; false when no path
  /// comes back.
  bool call_handler(const llvm::Function& function, Term condition, PathState& state);
  /// The globals' objects (the memory model's) and their initial contents.
  void create_globals(PathState& state);

  const llvm::Module& module_;
  const llvm::DataLayout& layout_;
  const PointerLayout& pointers_;  ///< memory_'s
  TermManager& tm_;
  Records& records_;
  Formula& formula_;  ///< records_'s
  MemoryModel& memory_;
  Instructions& instructions_;
  TraceRecorder& trace_;
  Inliner& inliner_;
  const Options options_;
  /// By object id: main's argv[i] strings ("argv[1]"), the unknown
  /// environment variables' values ("environment HOME") and envp's list
  /// ("envp"), whose reads argv_end watches.
  std::map<unsigned, std::string> argv_strings_;
  /// The --env variables' entries, "NAME=VALUE", in order: main's envp.
  std::vector<SymValue> environment_entries_;
  /// The variables whose values are unknown (unset or any characters), in order.
  std::vector<std::string> unknown_environment_;
  struct ExitHandler {
    const llvm::Function* function;
    Term registered;  ///< guard of the atexit() call
  };
  std::vector<ExitHandler> exit_handlers_;  ///< in registration order
  bool running_exit_handlers_ = false;
};

}  // namespace swarmbmc::encoder
