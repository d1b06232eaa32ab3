#include "EncodingChoice.h"

#include <algorithm>
#include <cstdio>

#include "Runner.h"

namespace swarmbmc::swarm {

const char* encoding_name(Encoding encoding) {
  switch (encoding) {
    case Encoding::Sliced: return "sliced";
    case Encoding::Shared: return "shared";
    case Encoding::SharedIncremental: return "shared-incremental";
    case Encoding::Auto: return "auto";
  }
  return "?";
}

std::optional<Encoding> parse_encoding(const std::string& word) {
  for (Encoding e : {Encoding::Sliced, Encoding::Shared, Encoding::SharedIncremental, Encoding::Auto})
    if (word == encoding_name(e)) return e;
  return std::nullopt;
}

EncodingDecision decide_encoding(Encoding requested, const std::vector<ConfigurationReport>& configurations) {
  const bool drawn_choices = std::any_of(configurations.begin(), configurations.end(),
                                         [](const ConfigurationReport& c) { return c.configuration.restricts_choices(); });
  if (drawn_choices)
    return {Encoding::Sliced, requested == Encoding::Auto || requested == Encoding::Sliced
                                  ? "configurations restrict choices (--swarm-choices): each unrolls its own"
                                  : std::string(encoding_name(requested)) +
                                        " requested, but configurations restrict choices (--swarm-choices), "
                                        "which one shared unrolling cannot carry"};
  if (requested != Encoding::Auto) return {requested, "requested"};
  if (configurations.size() < 2) return {Encoding::Sliced, "auto: one configuration, nothing to share"};
  // The mean fraction of the program each configuration with omissions
  // keeps after slicing: cheap (slicing ran to order the configurations),
  // and what separates "K small formulas" from "K copies of one formula".
  double sum = 0;
  unsigned omitting = 0;
  for (const ConfigurationReport& c : configurations) {
    if (c.configuration.omitted.empty() || c.slicing.instructions_before == 0) continue;
    sum += static_cast<double>(c.slicing.instructions_after) / static_cast<double>(c.slicing.instructions_before);
    ++omitting;
  }
  if (omitting == 0) return {Encoding::Sliced, "auto: no configuration omits anything"};
  const double kept = sum / omitting;
  char text[160];
  const bool shared = kept >= kSharedWhenSlicedFractionAtLeast;
  std::snprintf(text, sizeof text, "auto: slicing keeps %.0f%% of the program on average (%s %.0f%%)", 100 * kept,
                shared ? ">=" : "<", 100 * kSharedWhenSlicedFractionAtLeast);
  return {shared ? Encoding::Shared : Encoding::Sliced, text};
}

}  // namespace swarmbmc::swarm
