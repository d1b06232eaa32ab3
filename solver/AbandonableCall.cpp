// See AbandonableCall.h for why a solver call may be left to finish alone.
#include "AbandonableCall.h"

#include <chrono>
#include <exception>
#include <condition_variable>
#include <memory>
#include <mutex>
#include <thread>

namespace swarmbmc::solver {
namespace {

/// What a call and its waiter share: whether it returned, and whether the
/// waiter gave up on it (then the call reports its end to the registry).
struct CallState {
  std::mutex mutex;
  std::condition_variable returned_cv;
  bool returned = false;
  bool abandoned = false;
  std::exception_ptr error;  ///< what the call threw (std::bad_alloc, say), rethrown to its waiter
};

/// Counts the abandoned calls still running.
class AbandonedCalls {
 public:
  /// Waits up to `limit` for every abandoned call to return.
  void wait(std::chrono::seconds limit) {
    std::unique_lock lock(mutex_);
    all_returned_.wait_for(lock, limit, [&] { return running_ == 0; });
  }
  void add() {
    std::lock_guard lock(mutex_);
    ++running_;
    ++total_;
  }
  void returned() {
    std::lock_guard lock(mutex_);
    --running_;
    all_returned_.notify_all();
  }
  int running() {
    std::lock_guard lock(mutex_);
    return running_;
  }
  int total() {
    std::lock_guard lock(mutex_);
    return total_;
  }

 private:
  std::mutex mutex_;
  std::condition_variable all_returned_;
  int running_ = 0;
  int total_ = 0;
};

/// Never destroyed: a call that outlives even the wait at exit still
/// reports its return to a live object.
AbandonedCalls& registry() {
  static AbandonedCalls* calls = new AbandonedCalls;
  return *calls;
}

/// At static destruction, waits a bounded time for the abandoned calls, so
/// that library state (Z3's memory manager, say) outlives them on a normal
/// exit.
struct WaitAtExit {
  ~WaitAtExit() { registry().wait(std::chrono::seconds(5)); }
};

}  // namespace

bool call_abandonably(std::function<void()> call, const std::function<bool()>& stopped) {
  static WaitAtExit wait_at_exit;  // constructed after the libraries' statics: destroyed before them
  auto state = std::make_shared<CallState>();
  std::thread helper([state, call = std::move(call)]() mutable {
    // An exception may not leave a thread (std::terminate, exit 134): it is
    // carried to the waiter, which reports it as its own run's failure.
    std::exception_ptr error;
    try {
      call();
    } catch (...) {
      error = std::current_exception();
    }
    call = nullptr;  // what it owns is released before the call counts as returned
    std::lock_guard lock(state->mutex);
    state->error = error;
    state->returned = true;
    if (state->abandoned) registry().returned();
    state->returned_cv.notify_all();
  });
  helper.detach();
  std::unique_lock lock(state->mutex);
  while (!state->returned) {
    if (stopped()) {
      state->abandoned = true;
      registry().add();
      return false;
    }
    state->returned_cv.wait_for(lock, std::chrono::milliseconds(1));
  }
  if (state->error) std::rethrow_exception(state->error);
  return true;
}

int abandoned_calls_running() { return registry().running(); }

int abandoned_calls_total() { return registry().total(); }

}  // namespace swarmbmc::solver
