// logsrt: log-trace restriction (feature omission) as an IR-to-IR transformation.
//
// A feature is a log event: every distinct constant string passed to a log
// function (swarm_log, or any --log-function), or, in function mode, every
// defined function other than the entry. A configuration omits a set of
// features: each of their log calls becomes assume(false), and everything
// that can then only lead to assume(false) without passing a property check
// is sliced away (Groce & Joshi's propagation). Log calls of kept features
// are removed. Semantics are exact: any property check that can fail on a
// path before an omitted log call is still in the variant.
#pragma once

#include <cstddef>
#include <map>
#include <set>
#include <string>
#include <vector>

namespace llvm {
class Module;
}

namespace swarmbmc::logsrt {

struct FeatureOptions {
  /// Functions whose calls are log events; the feature is the constant string
  /// first argument. swarm_log is always one. Names of functions the checker
  /// models (__assert_fail, __VERIFIER_assume, exit, ...) are ignored here:
  /// their calls are property checks or path ends, never events.
  std::vector<std::string> log_functions;
  /// Also make every defined function other than `entry` a feature (its
  /// entry block acts as its log call). Log functions and functions the
  /// checker models by name (reach_error, __VERIFIER_assert, ...) are not.
  /// A function feature's name may equal a log string's: one feature then.
  bool function_features = false;
  std::string entry = "main";
};

struct FeatureSite {
  std::string file;  ///< from debug info; empty when unknown
  unsigned line = 0;
  std::string function;  ///< the function containing the log call
};

/// The features of a module, sorted by name, each with its call sites in
/// module order.
struct FeatureCatalog {
  std::map<std::string, std::vector<FeatureSite>> features;
  /// Log calls whose argument is not a constant string (they are no
  /// feature and are kept as harmless no-op calls), as "file:line" texts
  /// ("in function NAME" when the call has no debug location), module order.
  std::vector<std::string> non_constant_calls;
};

/// Deterministic: the same module and options give the same catalog.
FeatureCatalog discover_features(const llvm::Module& module, const FeatureOptions& options);

struct RestrictionStatistics {
  size_t instructions_before = 0;  ///< instructions in defined functions
  size_t instructions_after = 0;
  size_t log_calls_omitted = 0;    ///< became assume(false) (an omitted function's entry counts one)
  size_t log_calls_removed = 0;    ///< kept features' calls, deleted
  size_t branches_folded = 0;      ///< conditional branches and switches turned into assumptions
  size_t functions_removed = 0;    ///< defined functions left without callers, deleted
};

/// How a configuration's omissions are applied.
enum class Slicing {
  /// Omitted log calls end their block in assume(false), kept log calls go,
  /// infeasibility is propagated and what can then only reach assume(false)
  /// is removed (the default).
  On,
  /// `--no-slicing`: an assume(false) call is inserted before each omitted
  /// log call (at an omitted function's entry) and nothing is removed or
  /// folded: the paper's "without slicing" column. Same executions as On.
  Off,
};

/// Rewrites `module` in place for the configuration omitting `omitted`.
/// Returns instruction counts before and after. Throws std::invalid_argument
/// when `omitted` names a feature the module does not have (the module is
/// then unchanged), and std::logic_error if the result fails verification
/// (an internal error). The variant may have lost loop-simplify/LCSSA form:
/// run frontend::prepare_module on it before encoding. See README.md for
/// the propagation rules.
RestrictionStatistics restrict_module(llvm::Module& module, const std::set<std::string>& omitted,
                                      const FeatureOptions& options, Slicing slicing = Slicing::On);

}  // namespace swarmbmc::logsrt
