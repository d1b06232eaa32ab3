#include "Mpi.h"

#include <mpi.h>

#include <chrono>
#include <stdexcept>
#include <thread>

namespace swarmbmc::distributed {

struct Mpi::PendingSend {
  std::string bytes;
  MPI_Request request = MPI_REQUEST_NULL;
};

Mpi::Mpi(int& argc, char**& argv) : pending_(new std::list<PendingSend>) {
  int provided = 0;
  if (MPI_Init_thread(&argc, &argv, MPI_THREAD_FUNNELED, &provided) != MPI_SUCCESS)
    throw std::runtime_error("MPI_Init_thread failed");
  MPI_Comm_set_errhandler(MPI_COMM_WORLD, MPI_ERRORS_RETURN);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank_);
  MPI_Comm_size(MPI_COMM_WORLD, &size_);
  char name[MPI_MAX_PROCESSOR_NAME] = {};
  int length = 0;
  MPI_Get_processor_name(name, &length);
  host_.assign(name, static_cast<size_t>(length));
}

Mpi::~Mpi() {
  // A request to a dead peer never completes, and MPI_Finalize would wait
  // for it: the process then just exits (the verdict is out by now).
  if (!peer_lost_) {
    flush(5);
    MPI_Finalize();
  }
  delete pending_;
}

std::string Mpi::library_version() {
  char text[MPI_MAX_LIBRARY_VERSION_STRING] = {};
  int length = 0;
  MPI_Get_library_version(text, &length);
  std::string version(text, static_cast<size_t>(length));
  if (const size_t end = version.find_first_of(",\n"); end != std::string::npos) version.resize(end);
  return version;
}

bool Mpi::send(int to, Tag tag, std::string bytes) {
  PendingSend& send = pending_->emplace_back();
  send.bytes = std::move(bytes);
  const int code = MPI_Isend(send.bytes.data(), static_cast<int>(send.bytes.size()), MPI_BYTE, to, tag,
                             MPI_COMM_WORLD, &send.request);
  if (code != MPI_SUCCESS) {
    pending_->pop_back();
    return false;
  }
  return true;
}

std::optional<Message> Mpi::poll() {
  progress();
  int arrived = 0;
  MPI_Status status;
  if (MPI_Iprobe(MPI_ANY_SOURCE, MPI_ANY_TAG, MPI_COMM_WORLD, &arrived, &status) != MPI_SUCCESS || !arrived)
    return std::nullopt;
  int count = 0;
  MPI_Get_count(&status, MPI_BYTE, &count);
  Message message;
  message.from = status.MPI_SOURCE;
  message.tag = status.MPI_TAG;
  message.bytes.resize(static_cast<size_t>(count));
  if (MPI_Recv(message.bytes.data(), count, MPI_BYTE, message.from, message.tag, MPI_COMM_WORLD,
               MPI_STATUS_IGNORE) != MPI_SUCCESS)
    return std::nullopt;
  return message;
}

void Mpi::progress() {
  for (auto it = pending_->begin(); it != pending_->end();) {
    int done = 0;
    if (MPI_Test(&it->request, &done, MPI_STATUS_IGNORE) != MPI_SUCCESS) done = 1;  // failed: nothing to wait for
    it = done ? pending_->erase(it) : std::next(it);
  }
}

void Mpi::flush(double seconds) {
  const auto until = std::chrono::steady_clock::now() + std::chrono::duration<double>(seconds);
  for (progress(); !pending_->empty() && std::chrono::steady_clock::now() < until; progress())
    std::this_thread::sleep_for(std::chrono::milliseconds(1));
}

}  // namespace swarmbmc::distributed
