// FeatureOf: which feature a log call or a function is, exactly as
// restrict_module decides it. The shared swarm encoding
// (swarm/SharedEncoding) guards precisely the executions that slicing would
// cut, so both encodings of a configuration have the same counterexamples.
#pragma once

#include <set>
#include <string>

#include "Logsrt.h"

namespace llvm {
class CallBase;
class Function;
}  // namespace llvm

namespace swarmbmc::logsrt {

class FeatureOf {
 public:
  explicit FeatureOf(FeatureOptions options);
  /// The feature `call` logs; "" when it is not a log call of a constant string.
  std::string call(const llvm::CallBase& call) const;
  /// With function features: the function's name when it is a feature; "" else.
  std::string function(const llvm::Function& function) const;

 private:
  FeatureOptions options_;
  std::set<std::string> log_functions_;
};

}  // namespace swarmbmc::logsrt
