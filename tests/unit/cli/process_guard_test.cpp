// ProcessGuard: the process-wide deadline and memory limit trip the
// interrupt flag with the cause and phase. (The report is claimed first, so
// the backstop, which would exit the test process, never fires.)
#include <catch2/catch.hpp>

#include <chrono>
#include <thread>

#include "cli/ProcessGuard.h"

using namespace swarmbmc;

namespace {
bool wait_for(const std::atomic<bool>& flag, double seconds) {
  const auto until = std::chrono::steady_clock::now() + std::chrono::duration<double>(seconds);
  while (!flag.load() && std::chrono::steady_clock::now() < until)
    std::this_thread::sleep_for(std::chrono::milliseconds(5));
  return flag.load();
}
}  // namespace

TEST_CASE("process guard: the deadline raises the interrupt with cause and phase", "[guard]") {
  cli::ProcessGuard::Settings settings;
  settings.timeout_seconds = 0.1;
  cli::ProcessGuard guard(settings);
  REQUIRE(guard.claim_report());
  // The phase is set before the monitor starts: on a loaded machine this
  // thread may be descheduled past the 0.1 s deadline at any point.
  guard.set_phase("loading");
  guard.start();
  REQUIRE(guard.deadline().has_value());
  CHECK(wait_for(guard.interrupt(), 3));
  CHECK(std::chrono::steady_clock::now() >= *guard.deadline());  // not before the deadline
  CHECK(guard.cause() == encoder::StopCause::Timeout);
  CHECK(guard.stop_reason() == "timeout after 0.1 s while loading");
  CHECK_FALSE(guard.claim_report());  // claimed once only
}

TEST_CASE("process guard: the memory limit raises the interrupt", "[guard]") {
  cli::ProcessGuard::Settings settings;
  settings.memory_limit_mb = 1;  // the test process always uses more
  settings.grace_seconds = 100;
  cli::ProcessGuard guard(settings);
  REQUIRE(guard.claim_report());
  guard.start();
  CHECK(wait_for(guard.interrupt(), 3));
  CHECK(guard.cause() == encoder::StopCause::MemoryLimit);
  CHECK(guard.stop_description() == "memory limit 1 MB exceeded");
}

TEST_CASE("process guard: without limits nothing trips", "[guard]") {
  cli::ProcessGuard guard({});
  REQUIRE(guard.claim_report());
  guard.start();
  CHECK_FALSE(wait_for(guard.interrupt(), 0.1));
  CHECK(guard.stop_description().empty());
  CHECK_FALSE(guard.deadline().has_value());
  CHECK(cli::ProcessGuard::peak_megabytes() > 0);
}
