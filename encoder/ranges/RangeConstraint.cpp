#include "RangeConstraint.h"

#include <algorithm>

#include "terms/Bits.h"

namespace swarmbmc::encoder {

PathKey path_key(TermManager& tm, const Formula& formula) {
  PathKey key;
  for (const TraceEvent& event : formula.events) {
    if (key.elements.size() == kMaxKeyLength) break;
    if (event.kind != TraceEvent::Kind::Input || !event.value) continue;
    Term value = event.value;
    unsigned width = 1;
    if (value->sort.kind == terms::SortKind::Bool) value = tm.mk_bool_to_bv(value, 1);
    else width = value->sort.width;
    // Any function of the variables is a sound key; wider inputs (none
    // today) would only make ranges coarser, so they are left out.
    if (width == 0 || width > terms::kMaxWidth) continue;
    key.elements.push_back(tm.mk_ite(event.guard, value, tm.mk_bv(0, width)));
    key.widths.push_back(width);
  }
  return key;
}

namespace {
terms::u128 at(const RangeKey& key, size_t i) { return i < key.size() ? key[i] : 0; }
}  // namespace

int compare_keys(const RangeKey& a, const RangeKey& b) {
  const size_t length = std::max(a.size(), b.size());
  for (size_t i = 0; i < length; ++i) {
    if (at(a, i) < at(b, i)) return -1;
    if (at(a, i) > at(b, i)) return 1;
  }
  return 0;
}

bool in_range(const RangeKey& key, const RangeBounds& range) {
  if (range.after && compare_keys(key, *range.after) <= 0) return false;
  if (range.up_to && compare_keys(key, *range.up_to) > 0) return false;
  return true;
}

std::vector<RangeBounds> partition(std::vector<RangeKey> splits) {
  std::sort(splits.begin(), splits.end(), [](const RangeKey& a, const RangeKey& b) { return compare_keys(a, b) < 0; });
  std::vector<RangeBounds> ranges(splits.size() + 1);
  for (size_t i = 0; i < splits.size(); ++i) {
    ranges[i].up_to = splits[i];
    ranges[i + 1].after = splits[i];
  }
  return ranges;
}

namespace {

/// key <=lex bound, built from the least significant element up:
/// le(i) = k_i < b_i  or  (k_i = b_i and le(i+1)).
Term key_at_most(TermManager& tm, const PathKey& key, const RangeKey& bound) {
  // Beyond the key's elements the key is 0, which is <= any bound value.
  Term at_most = tm.mk_true();
  for (size_t i = key.elements.size(); i-- > 0;) {
    const terms::u128 b = at(bound, i);
    if (b > terms::mask(key.widths[i])) {  // the element cannot reach b
      at_most = tm.mk_true();
      continue;
    }
    const Term constant = tm.mk_bv(b, key.widths[i]);
    const Term element = key.elements[i];
    at_most = tm.mk_or(tm.mk_ult(element, constant), tm.mk_and(tm.mk_eq(element, constant), at_most));
  }
  return at_most;
}

}  // namespace

Term range_constraint(TermManager& tm, const PathKey& key, const RangeBounds& range) {
  Term inside = tm.mk_true();
  if (range.after) inside = tm.mk_and(inside, tm.mk_not(key_at_most(tm, key, *range.after)));
  if (range.up_to) inside = tm.mk_and(inside, key_at_most(tm, key, *range.up_to));
  return inside;
}

std::string describe_range(const RangeBounds& range, size_t shown) {
  auto bound = [shown](const std::optional<RangeKey>& key) {
    if (!key) return std::string("-");
    std::string text;
    for (size_t i = 0; i < key->size() && i < shown; ++i) text += (i ? " " : "") + terms::to_decimal((*key)[i]);
    if (key->size() > shown) text += " ...";
    return text.empty() ? std::string("0") : text;
  };
  return "(" + bound(range.after) + ", " + bound(range.up_to) + "]";
}

}  // namespace swarmbmc::encoder
