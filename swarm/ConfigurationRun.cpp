#include "ConfigurationRun.h"

#include <llvm/Bitcode/BitcodeReader.h>
#include <llvm/IR/LLVMContext.h>
#include <llvm/IR/Module.h>
#include <llvm/Support/MemoryBuffer.h>

#include <chrono>
#include <stdexcept>

#include "frontend/Frontend.h"
#include "encoder/induction/KInduction.h"

namespace swarmbmc::swarm {

std::unique_ptr<llvm::Module> parse_bitcode_copy(std::string_view bitcode, llvm::LLVMContext& context) {
  auto parsed = llvm::parseBitcodeFile(
      llvm::MemoryBufferRef(llvm::StringRef(bitcode.data(), bitcode.size()), "swarm-copy"), context);
  if (!parsed) {
    std::string message = llvm::toString(parsed.takeError());
    throw std::logic_error("cannot re-read the prepared module: " + message);
  }
  return std::move(*parsed);
}

void slice_copy(llvm::Module& copy, const Configuration& configuration, const SwarmOptions& options) {
  if (configuration.omitted.empty()) return;
  logsrt::restrict_module(copy, configuration.omitted, options.features, options.slicing);
  frontend::prepare_module(copy);  // restore loop-simplify/LCSSA form after slicing
}

void add_configuration_choices(encoder::VerifyOptions& verify, const Configuration& configuration) {
  const auto& drawn = configuration.choices.rules;
  verify.choices.rules.insert(verify.choices.rules.end(), drawn.begin(), drawn.end());
}

size_t instruction_count(const llvm::Module& module) {
  size_t instructions = 0;
  for (const llvm::Function& f : module) instructions += f.getInstructionCount();
  return instructions;
}

encoder::VerifyResult verify_configuration(const llvm::Module& module, const Configuration& configuration,
                                           const encoder::VerifyOptions& verify, const SwarmOptions& options) {
  if (options.induction_max_k && configuration.complete())
    return encoder::verify_by_induction(module, verify, options.induction_max_k);
  return encoder::verify(module, verify);
}

Outcome outcome_of(const encoder::VerifyResult& result) {
  switch (result.verdict) {
    case encoder::Verdict::Failed: return Outcome::Counterexample;
    case encoder::Verdict::Verified: case encoder::Verdict::Bounded: return Outcome::NoCounterexample;
    case encoder::Verdict::Unknown: break;
  }
  return result.cancelled() ? Outcome::Stopped : Outcome::Unknown;
}

void run_sliced_configuration(std::string_view bitcode, ConfigurationReport& slot, const SwarmOptions& options,
                              const std::atomic<bool>* cancel) {
  const auto begin = std::chrono::steady_clock::now();
  llvm::LLVMContext context;
  std::unique_ptr<llvm::Module> copy = parse_bitcode_copy(bitcode, context);
  const size_t before = instruction_count(*copy);
  if (slot.configuration.omitted.empty()) {
    slot.slicing.instructions_before = slot.slicing.instructions_after = before;
  } else {
    slot.slicing = logsrt::restrict_module(*copy, slot.configuration.omitted, options.features, options.slicing);
    frontend::prepare_module(*copy);
  }
  encoder::VerifyOptions verify = options.verify;
  verify.cancel = cancel;
  verify.interrupt = options.interrupt;
  add_configuration_choices(verify, slot.configuration);
  if (slot.configuration.range) verify.restrict_paths = range_restriction(slot.configuration.range, slot.range_used);
  slot.result = verify_configuration(*copy, slot.configuration, verify, options);
  slot.outcome = outcome_of(slot.result);
  slot.returned_at = std::chrono::steady_clock::now();
  slot.wall_ms = std::chrono::duration<double, std::milli>(slot.returned_at - begin).count();
}

}  // namespace swarmbmc::swarm
