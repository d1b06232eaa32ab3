// What the terms tests share: Catch2's printing of terms, operators and
// 128-bit values (so a failed CHECK shows them), and bit masks.
#pragma once

#include <catch2/catch.hpp>

#include <string>

#include "terms/TermManager.h"

namespace Catch {
template <>
struct StringMaker<swarmbmc::terms::Op> {
  static std::string convert(swarmbmc::terms::Op op) { return swarmbmc::terms::op_name(op); }
};
template <>
struct StringMaker<const swarmbmc::terms::Node*> {
  static std::string convert(const swarmbmc::terms::Node* t) {
    return t ? swarmbmc::terms::to_string(t) : std::string("nullptr");
  }
};
template <>
struct StringMaker<unsigned __int128> {
  static std::string convert(unsigned __int128 v) {
    if (v == 0) return "0";
    std::string s;
    while (v != 0) {
      s.insert(s.begin(), "0123456789abcdef"[static_cast<int>(v % 16)]);
      v /= 16;
    }
    return "0x" + s;
  }
};
}  // namespace Catch

namespace terms_test {

/// The mask of the low `w` bits (w <= 128).
inline swarmbmc::terms::u128 ones(unsigned w) {
  return w == 128 ? ~swarmbmc::terms::u128(0) : (swarmbmc::terms::u128(1) << w) - 1;
}

}  // namespace terms_test
