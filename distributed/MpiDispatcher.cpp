#include "MpiDispatcher.h"

#include <cstdio>
#include <thread>

#include "swarm/Planner.h"
#include "Wire.h"

namespace swarmbmc::distributed {

namespace {
constexpr auto kDispatcherIdlePoll = std::chrono::milliseconds(1);

/// What is left of the run's --timeout budget, in seconds (0: no limit).
double remaining_seconds(const swarm::SwarmOptions& options) {
  if (!options.verify.deadline) return options.verify.timeout_seconds;
  const double left = std::chrono::duration<double>(*options.verify.deadline - encoder::WatchdogClock::now()).count();
  return left > 0.001 ? left : 0.001;  // spent: the workers stop at once
}
}  // namespace

MpiDispatcher::MpiDispatcher(Mpi& mpi, double heartbeat_timeout_seconds)
    : mpi_(mpi), heartbeat_timeout_(heartbeat_timeout_seconds) {
  for (int rank = 1; rank < mpi.size(); ++rank) {
    Worker& worker = workers_.emplace_back();
    worker.summary.rank = rank;
  }
}

unsigned MpiDispatcher::slots() const { return std::max(1u, alive()); }

unsigned MpiDispatcher::alive() const {
  unsigned count = 0;
  for (const Worker& worker : workers_) count += worker.summary.lost ? 0 : 1;
  return count;
}

bool MpiDispatcher::any_busy() const {
  for (const Worker& worker : workers_)
    if (!worker.summary.lost && worker.running >= 0) return true;
  return false;
}

MpiDispatcher::Worker* MpiDispatcher::worker_of(int rank) {
  return rank >= 1 && rank <= static_cast<int>(workers_.size()) ? &workers_[static_cast<size_t>(rank - 1)] : nullptr;
}

void MpiDispatcher::run(swarm::DispatchJob& job) {
  stopping_ = false;
  queue_.clear();
  lost_runs_.clear();
  for (unsigned slot : *job.start_order) queue_.push_back({slot, -1});
  send_setup(job);
  for (;;) {
    if (!stopping_ && (job.stop->load() || job.interrupted())) stop_all();
    if (!stopping_) assign(job);
    if (!any_busy() && (stopping_ || queue_.empty() || alive() == 0)) break;
    if (std::optional<Message> message = mpi_.poll()) handle(*message, job);
    else std::this_thread::sleep_for(kDispatcherIdlePoll);
    notice_lost_workers(job);
  }
  give_up_queued(job);
  if (job.workers) {
    job.workers->clear();
    for (const Worker& worker : workers_) job.workers->push_back(worker.summary);
  }
}

void MpiDispatcher::send_setup(swarm::DispatchJob& job) {
  const std::string setup = setup_to_json(*job.options, remaining_seconds(*job.options)).dump();
  char length[16];
  std::snprintf(length, sizeof length, "%08zu", setup.size());
  const std::string message = std::string(length) + setup + std::string(job.bitcode);
  for (Worker& worker : workers_)
    if (!worker.summary.lost && !mpi_.send(worker.summary.rank, kSetup, message)) lose(worker, "unreachable", job);
}

void MpiDispatcher::assign(swarm::DispatchJob& job) {
  for (auto item = queue_.begin(); item != queue_.end();) {
    Worker* chosen = nullptr;
    for (Worker& worker : workers_) {
      if (worker.summary.lost || worker.running >= 0) continue;
      if (!chosen || (chosen->summary.rank == item->avoid_rank && worker.summary.rank != item->avoid_rank))
        chosen = &worker;
    }
    if (!chosen) return;  // every worker is busy
    // The rank it was lost on, while others are alive but busy: wait for them.
    if (chosen->summary.rank == item->avoid_rank && alive() > 1) {
      ++item;
      continue;
    }
    const unsigned slot = item->slot;
    item = queue_.erase(item);
    const nlohmann::json run = {{"slot", slot},
                                {"configuration", configuration_to_json((*job.configurations)[slot].configuration)}};
    chosen->running = static_cast<int>(slot);
    chosen->last_heard = Clock::now();
    if (!mpi_.send(chosen->summary.rank, kRun, run.dump())) lose(*chosen, "unreachable", job);
  }
}

void MpiDispatcher::handle(const Message& message, swarm::DispatchJob& job) {
  Worker* worker = worker_of(message.from);
  if (!worker || worker->summary.lost) return;  // a lost worker's late words: its work went elsewhere
  worker->last_heard = Clock::now();
  if (message.tag == kResult) take_result(*worker, message.bytes, job);
}

void MpiDispatcher::take_result(Worker& worker, const std::string& bytes, swarm::DispatchJob& job) {
  const nlohmann::json result = nlohmann::json::parse(bytes);
  const unsigned slot_index = result.at("slot").get<unsigned>();
  if (static_cast<int>(slot_index) != worker.running) return;  // not what it was given: ignore
  swarm::ConfigurationReport& slot = (*job.configurations)[slot_index];
  worker.running = -1;
  worker.summary.peak_memory_mb = std::max(worker.summary.peak_memory_mb, result.at("peak_memory_mb").get<size_t>());
  const nlohmann::json& report = result.at("report");
  if (result.contains("lost") || report.contains("lost")) {
    const std::string why = report.at("result").at("reason").get<std::string>();
    if (!stopping_ && !lost_runs_.count(slot_index)) return requeue(slot_index, worker, why, job);
    if (lost_runs_.count(slot_index)) return give_up(slot_index, why, job);  // not a third time
  }
  // A run killed for a stop reports no slicing: keep the sizes the runner measured when it ordered them.
  const logsrt::RestrictionStatistics ordered = slot.slicing;
  result_from_json(report, slot);
  if (slot.slicing.instructions_before == 0) slot.slicing = ordered;
  slot.returned_at = Clock::now();
  worker.summary.host = slot.host;
  worker.summary.configurations += 1;
  worker.summary.busy_ms += slot.wall_ms;
  job.returned(slot_index);
}

void MpiDispatcher::requeue(unsigned slot, Worker& worker, const std::string& why, swarm::DispatchJob& job) {
  lost_runs_[slot] = why;
  if (!worker.summary.lost)  // a lost rank says so itself (lost_while)
    worker.summary.lost_runs.push_back("configuration " +
                                       std::to_string((*job.configurations)[slot].configuration.index) + ": " + why);
  queue_.push_front({slot, worker.summary.rank});
}

void MpiDispatcher::give_up(unsigned slot, const std::string& why, swarm::DispatchJob& job) {
  swarm::ConfigurationReport& report = (*job.configurations)[slot];
  report.outcome = swarm::Outcome::Unknown;
  report.result.verdict = encoder::Verdict::Unknown;
  report.result.reason = "lost twice: " + lost_runs_[slot] + "; " + why;
  report.returned_at = Clock::now();
  job.returned(slot);
}

void MpiDispatcher::notice_lost_workers(swarm::DispatchJob& job) {
  const auto now = Clock::now();
  for (Worker& worker : workers_)
    if (!worker.summary.lost && worker.running >= 0 && now - worker.last_heard > heartbeat_timeout_)
      lose(worker, "silent for " + std::to_string(static_cast<int>(heartbeat_timeout_.count())) + " s", job);
}

void MpiDispatcher::lose(Worker& worker, const std::string& because, swarm::DispatchJob& job) {
  worker.summary.lost = true;
  mpi_.peer_lost();
  std::string what = "idle";
  if (worker.running >= 0) {
    const unsigned slot = static_cast<unsigned>(worker.running);
    what = "running configuration " + std::to_string((*job.configurations)[slot].configuration.index);
    worker.running = -1;
    const std::string why = "rank " + std::to_string(worker.summary.rank) + " was lost (" + because + ")";
    if (lost_runs_.count(slot)) give_up(slot, why, job);
    else if (!stopping_) requeue(slot, worker, why, job);
  }
  worker.summary.lost_while = what;
  losses_.push_back("rank " + std::to_string(worker.summary.rank) +
                    (worker.summary.host.empty() ? "" : " on " + worker.summary.host) + " was lost (" + because +
                    ") while " + what);
}

void MpiDispatcher::stop_all() {
  stopping_ = true;
  queue_.clear();
  for (Worker& worker : workers_)
    if (!worker.summary.lost && worker.running >= 0) {
      worker.last_heard = Clock::now();  // its answer to the stop may take a moment
      mpi_.send(worker.summary.rank, kStop, "");
    }
}

void MpiDispatcher::give_up_queued(swarm::DispatchJob& job) {
  if (stopping_ || queue_.empty()) return;
  std::string why = "not run: no MPI worker was left";
  for (const std::string& loss : losses_) why += "; " + loss;
  for (const Queued& item : queue_) {
    swarm::ConfigurationReport& report = (*job.configurations)[item.slot];
    report.outcome = swarm::Outcome::Unknown;
    report.result.verdict = encoder::Verdict::Unknown;
    report.result.reason = why;
  }
  queue_.clear();
}

void MpiDispatcher::shutdown() {
  // After a loss nobody finalizes (MPI_Finalize would wait for the dead rank).
  const std::string quit = mpi_.any_peer_lost() ? "peer lost" : "";
  for (Worker& worker : workers_)
    if (!worker.summary.lost) mpi_.send(worker.summary.rank, kQuit, quit);
  mpi_.flush(5);
}

}  // namespace swarmbmc::distributed
