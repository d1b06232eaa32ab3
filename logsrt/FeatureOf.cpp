// FeatureOf: restrict_module's notion of a feature site, for the shared
// swarm encoding (see FeatureOf.h).
#include "FeatureOf.h"

#include <llvm/IR/Function.h>
#include <llvm/IR/InstrTypes.h>

#include "Internal.h"

namespace swarmbmc::logsrt {

FeatureOf::FeatureOf(FeatureOptions options)
    : options_(std::move(options)), log_functions_(detail::log_function_names(options_)) {}

std::string FeatureOf::call(const llvm::CallBase& call) const {
  if (!detail::is_log_call(call, log_functions_)) return {};
  return detail::feature_of_log_call(call).value_or("");
}

std::string FeatureOf::function(const llvm::Function& function) const {
  if (!options_.function_features || !detail::is_function_feature(function, options_, log_functions_)) return {};
  return function.getName().str();
}

}  // namespace swarmbmc::logsrt
