#include "Ranges.h"

#include <algorithm>
#include <chrono>
#include <stdexcept>

#include <llvm/Bitcode/BitcodeReader.h>
#include <llvm/Bitcode/BitcodeWriter.h>
#include <llvm/IR/LLVMContext.h>
#include <llvm/IR/Module.h>
#include <llvm/Support/MemoryBuffer.h>
#include <llvm/Support/raw_ostream.h>

#include "encoder/ranges/RangeSplits.h"
#include "Runner.h"
#include "encoder/unroll/Unroller.h"

namespace swarmbmc::swarm {

encoder::RangeBounds bounds_for(const RangeSpec& spec, const encoder::PathKey& key, const std::string& fingerprint) {
  if (!spec.fixed) return encoder::random_ranges(key, spec.count, spec.seed, spec.values).at(spec.index);
  if (key.elements.size() != spec.expected_key_length || fingerprint != spec.expected_key_fingerprint)
    throw std::runtime_error("the range file was made for another unrolling (its key has " +
                             std::to_string(spec.expected_key_length) + " inputs, fingerprint " +
                             spec.expected_key_fingerprint + "; this one " + std::to_string(key.elements.size()) +
                             ", " + fingerprint + "): not checked");
  return *spec.fixed;
}

std::function<encoder::Term(terms::TermManager&, const encoder::Formula&)> range_restriction(
    std::shared_ptr<const RangeSpec> spec, std::optional<RangeUsed>& used) {
  return [spec, &used](terms::TermManager& tm, const encoder::Formula& formula) {
    const auto start = std::chrono::steady_clock::now();
    const encoder::PathKey key = encoder::path_key(tm, formula);
    RangeUsed record;
    record.key_length = key.elements.size();
    record.key_fingerprint = encoder::fingerprint(key.elements);
    record.bounds = bounds_for(*spec, key, record.key_fingerprint);
    const encoder::Term constraint = encoder::range_constraint(tm, key, record.bounds);
    record.split_ms =
        std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count();
    used = std::move(record);
    return constraint;
  };
}

ComputedRanges compute_ranges(const llvm::Module& module, const encoder::VerifyOptions& options, unsigned count,
                              uint64_t seed, encoder::SplitValues values, const std::atomic<bool>* stop) {
  // The same bitcode round trip as the runner's workers, so that the
  // unrolling (and with it the key) is the one they see.
  llvm::SmallVector<char, 0> bitcode;
  llvm::raw_svector_ostream out(bitcode);
  llvm::WriteBitcodeToFile(module, out);
  llvm::LLVMContext context;
  auto parsed = llvm::parseBitcodeFile(
      llvm::MemoryBufferRef(llvm::StringRef(bitcode.data(), bitcode.size()), "range-copy"), context);
  if (!parsed) throw std::logic_error("cannot re-read the prepared module: " + llvm::toString(parsed.takeError()));
  const std::atomic<bool> never{false};
  encoder::UnrollOptions unroll = encoder::unroll_options_for(options, stop ? *stop : never);
  unroll.live_instructions = nullptr;
  terms::TermManager tm;
  encoder::Unroller unroller(**parsed, tm, unroll);
  const encoder::Formula formula = unroller.run();
  const encoder::PathKey key = encoder::path_key(tm, formula);
  return {encoder::random_ranges(key, count, seed, values), key.elements.size(), encoder::fingerprint(key.elements)};
}

Plan with_ranges(const Plan& plan, unsigned count, uint64_t seed, encoder::SplitValues values, bool keep_whole) {
  Plan ranged = plan;
  ranged.configurations.clear();
  for (const Configuration& configuration : plan.configurations) {
    if (configuration.narrowed()) continue;
    if (keep_whole) ranged.configurations.push_back(configuration);
    for (unsigned index = 0; index < count; ++index) {
      Configuration range = configuration;
      auto spec = std::make_shared<RangeSpec>();
      spec->index = index;
      spec->count = count;
      spec->seed = seed;
      spec->values = values;
      range.range = std::move(spec);
      ranged.configurations.push_back(std::move(range));
    }
  }
  for (const Configuration& configuration : plan.configurations)
    if (configuration.narrowed()) ranged.configurations.push_back(configuration);
  return ranged;
}

bool has_ranges(const std::vector<ConfigurationReport>& configurations) {
  return std::any_of(configurations.begin(), configurations.end(),
                     [](const ConfigurationReport& c) { return c.configuration.range != nullptr; });
}

void interleave_ranges(std::vector<unsigned>& start_order, const std::vector<ConfigurationReport>& configurations) {
  std::vector<unsigned> ranges, others;
  for (unsigned index : start_order) (configurations[index].configuration.range ? ranges : others).push_back(index);
  if (ranges.empty()) return;
  if (!others.empty() && configurations[others.front()].configuration.complete()) {
    // The whole configuration first, then the ones with omissions (the bug
    // finders), the ranges last: with the whole racing, a range helps only
    // where it is much easier than the whole, and must not hold a worker
    // that a bug finder needs.
    start_order = others;
    start_order.insert(start_order.end(), ranges.begin(), ranges.end());
    return;
  }
  // Range 1 where configuration 0 would start, the other ranges after every
  // configuration with omissions: spread among them (as first built), two
  // slow ranges could hold both workers while the configuration that finds
  // the bug waited (liststack at depth 40: 1.5 s became a 90 s timeout).
  start_order.clear();
  start_order.push_back(ranges.front());
  start_order.insert(start_order.end(), others.begin(), others.end());
  start_order.insert(start_order.end(), ranges.begin() + 1, ranges.end());
}

namespace {
bool decided(const ConfigurationReport& c) {
  return c.outcome == Outcome::NoCounterexample ||
         (c.outcome == Outcome::Unknown && c.result.stop_cause == encoder::StopCause::None);
}
}  // namespace

bool all_ranges_decided(const std::vector<ConfigurationReport>& configurations) {
  for (const ConfigurationReport& c : configurations)
    if (c.configuration.range && !decided(c)) return false;
  return true;
}

encoder::VerifyResult combine_ranges(const std::vector<ConfigurationReport>& configurations) {
  std::vector<const ConfigurationReport*> ranges;
  for (const ConfigurationReport& c : configurations)
    if (c.configuration.range) ranges.push_back(&c);
  // Any range without a proof of its own: the whole is not proved either.
  for (const ConfigurationReport* c : ranges)
    if (c->outcome != Outcome::NoCounterexample) {
      encoder::VerifyResult unknown = c->result;
      unknown.verdict = encoder::Verdict::Unknown;
      if (c->outcome == Outcome::NotStarted) unknown.reason = describe_range_of(*c) + " was not checked";
      return unknown;
    }
  encoder::VerifyResult combined = ranges.front()->result;
  combined.verdict = encoder::Verdict::Verified;
  combined.statistics.encode_ms = combined.statistics.solve_ms = combined.statistics.blast_ms = 0;
  for (const ConfigurationReport* c : ranges) {
    const encoder::VerifyResult& r = c->result;
    combined.statistics.encode_ms += r.statistics.encode_ms;
    combined.statistics.solve_ms += r.statistics.solve_ms;
    combined.statistics.blast_ms += r.statistics.blast_ms;
    if (r.verdict != encoder::Verdict::Bounded) continue;
    combined.verdict = encoder::Verdict::Bounded;
    for (const std::string& loop : r.unwound)
      if (std::find(combined.unwound.begin(), combined.unwound.end(), loop) == combined.unwound.end())
        combined.unwound.push_back(loop);
  }
  return combined;
}

std::string describe_range_of(const ConfigurationReport& configuration) {
  const std::shared_ptr<const RangeSpec>& spec = configuration.configuration.range;
  if (!spec) return "";
  std::string text = "range " + std::to_string(spec->index + 1) + "/" + std::to_string(spec->count);
  if (configuration.range_used) text += " " + encoder::describe_range(configuration.range_used->bounds);
  return text;
}

}  // namespace swarmbmc::swarm
