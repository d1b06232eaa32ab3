// What the frontend tests share: the path of a fixture file beside them.
#pragma once

#include <string>

namespace frontend_test {

/// `name` in this test folder (SWARMBMC_TEST_DATA, set by tests/CMakeLists.txt).
inline std::string fixture(const std::string& name) { return std::string(SWARMBMC_TEST_DATA) + "/" + name; }

}  // namespace frontend_test
