#include "InductionBeside.h"

#include <llvm/Bitcode/BitcodeWriter.h>
#include <llvm/IR/LLVMContext.h>
#include <llvm/IR/Module.h>
#include <llvm/Support/raw_ostream.h>

#include <chrono>

#include "swarm/ConfigurationRun.h"
#include "encoder/induction/KInduction.h"

namespace swarmbmc::engine {

InductionBeside::InductionBeside(const llvm::Module& module, encoder::VerifyOptions options, unsigned max_k,
                                 const std::atomic<bool>& process_interrupt)
    : options_(std::move(options)), max_k_(max_k), process_interrupt_(process_interrupt) {
  llvm::raw_string_ostream out(bitcode_);
  llvm::WriteBitcodeToFile(module, out);
  out.flush();
  options_.cancel = &cancel_;
  options_.interrupt = &process_interrupt_;
  options_.phase = nullptr;  // the process's phase is deepening's
  options_.live = nullptr;
  options_.on_progress = nullptr;
  options_.reuse = nullptr;
  options_.dimacs_path.clear();
  prover_ = std::thread([this] { prove(); });
  mirror_ = std::thread([this] { mirror_interrupt(); });
}

InductionBeside::~InductionBeside() { finish(); }

void InductionBeside::prove() {
  try {
    llvm::LLVMContext context;
    std::unique_ptr<llvm::Module> copy = swarm::parse_bitcode_copy(bitcode_, context);
    encoder::VerifyResult result = encoder::verify_by_induction(*copy, options_, max_k_, /*beside_deepening=*/true);
    if (result.verdict == encoder::Verdict::Verified && !cancel_.load()) {
      result_ = std::move(result);
      proved_.store(true);
      deepening_stop_.store(true);
    }
  } catch (const std::exception&) {
    // Out of memory or a bug of ours on this side: deepening still answers.
  }
}

void InductionBeside::mirror_interrupt() {
  while (!finished_.load()) {
    if (process_interrupt_.load()) deepening_stop_.store(true);
    std::this_thread::sleep_for(std::chrono::milliseconds(5));
  }
}

std::optional<encoder::VerifyResult> InductionBeside::finish() {
  cancel_.store(true);
  if (prover_.joinable()) prover_.join();
  finished_.store(true);
  if (mirror_.joinable()) mirror_.join();
  if (!proved_.load()) return std::nullopt;
  return std::move(result_);
}

}  // namespace swarmbmc::engine
