#include "LiveStatus.h"

#include <chrono>

namespace swarmbmc::encoder {

int64_t LiveStatus::now_ms() {
  return std::chrono::duration_cast<std::chrono::milliseconds>(std::chrono::steady_clock::now().time_since_epoch())
      .count();
}

}  // namespace swarmbmc::encoder
