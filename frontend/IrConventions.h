// The contract between the frontend's preparation and the encoder: names of
// metadata and of internal functions that the frontend puts into the IR and
// the encoder gives meaning to. Header only, LLVM-free.
#pragma once

namespace swarmbmc::frontend {

/// On a `freeze undef` that initialises a scalar local (UninitialisedLocals.cpp):
/// !{!"variable name"}. The encoder makes it a program input.
inline constexpr const char* kUninitialisedMetadata = "swarmbmc.uninitialised";

/// Function attribute on every function linked in from a C library model
/// (libc/): library code, not a feature of the program (--features functions).
inline constexpr const char* kLibraryModelAttribute = "swarmbmc-library-model";

/// Function attribute on every function of a C input compiled with
/// FrontendOptions::trap_signed_shifts: each of its signed left shifts is
/// guarded by a call to llvm.ubsantrap, reached exactly when the shift is
/// undefined, and its shifts without such a guard are unsigned (defined).
inline constexpr const char* kSignedShiftsTrappedAttribute = "swarmbmc-signed-shifts-trapped";

/// --log-trace (logsrt/LogTrace.cpp): after each log event,
/// `__swarmbmc_log_line(ptr feature, ptr log_function, i32 position, i1 matched)`
/// says at which 0-based position of the log it happened and whether it is
/// that line. The encoder counts the matched ones (a failure needs them all)
/// and shows the line in the trace.
inline constexpr const char* kLogLineFunction = "__swarmbmc_log_line";
/// The i32 global holding the number of log lines matched so far (with
/// --log-pattern: the state of the pattern's automaton).
inline constexpr const char* kLogPositionGlobal = "__swarmbmc_log_position";

/// setjmp/longjmp lowered to control flow (NonLocalJumps.cpp): the one-byte
/// local whose object identifies an activation of a function calling
/// setjmp (a jmp_buf holds its address), and the encoder's two hooks:
/// `void __swarmbmc_longjmp_check(ptr frame)` at each longjmp ([invalid-longjmp]
/// unless `frame` is a live frame local), and `void __swarmbmc_longjmp_unwind()`
/// before a function returns to let a jump pass (out of the entry function:
/// [invalid-longjmp]).
inline constexpr const char* kSetjmpFrameLocal = "setjmp.frame";
inline constexpr const char* kLongjmpCheckFunction = "__swarmbmc_longjmp_check";
inline constexpr const char* kLongjmpUnwindFunction = "__swarmbmc_longjmp_unwind";

}  // namespace swarmbmc::frontend
