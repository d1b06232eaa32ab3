// Feature literals of the shared swarm encoding (--swarm-encoding shared).
//
// Instead of one sliced module per configuration, the program is unrolled
// once, and every execution of a feature f (a log call of f, or the entry of
// function feature f) continues under the guard `guard ∧ ¬omit:f`. Fixing
// omit:f = true has the effect of slicing's assume(false) at the same place
// (the path's later checks, cuts and events get a false guard); fixing it
// false changes nothing. A configuration is then an assignment of these
// booleans, solved over the one formula (swarm/SharedEncoding.cpp).
#include "Unroller.h"

namespace swarmbmc::encoder {

void Unroller::guard_by_feature(const std::string& feature, PathState& state) {
  if (feature.empty()) return;
  auto [slot, inserted] = omit_literals_.try_emplace(feature, nullptr);
  if (inserted) slot->second = tm_.mk_var(terms::Sort::boolean(), "omit:" + feature);
  state.guard = tm_.mk_and(state.guard, tm_.mk_not(slot->second));
}

}  // namespace swarmbmc::encoder
