// The replay peer's pieces without building a binary: what the
// trace's steps say about sockets (ReplayPeer read_socket_use), which inputs
// stay in the runtime's list for the peer (ReplayStreams), the recorded
// conversations as C data (the model's limit function) and the link flags.
#include <catch2/catch.hpp>

#include <filesystem>
#include <fstream>
#include <string>

#include <unistd.h>

#include "cli/replay/ReplayPeer.h"
#include "cli/replay/ReplayStreams.h"

using namespace swarmbmc;

namespace {

std::string call(const std::string& function, bool hidden, int line = 0) {
  return R"({"stepType": "function-call", "hidden": )" + std::string(hidden ? "true" : "false") +
         R"(, "function": {"identifier": ")" + function + R"("}, "sourceLocation": {"file": "main.c", "line": )" +
         std::to_string(line) + "}}";
}
std::string returns(const std::string& function, bool hidden, const std::string& value) {
  return R"({"stepType": "function-return", "hidden": )" + std::string(hidden ? "true" : "false") +
         R"(, "function": {"identifier": ")" + function + R"("}, "returnValue": {"data": ")" + value + R"("}})";
}

/// A trace file holding `steps`, removed at the end.
struct TraceFile {
  std::string path = (std::filesystem::temp_directory_path() /
                      ("swarmbmc-replay-peer-test-" + std::to_string(::getpid()) + ".json")).string();
  explicit TraceFile(const std::vector<std::string>& steps) {
    std::string text = R"({"trace": [)";
    for (size_t i = 0; i < steps.size(); ++i) text += (i ? ", " : "") + steps[i];
    std::ofstream(path) << text << "]}";
  }
  ~TraceFile() { std::filesystem::remove(path); }
};

cli::ReplayInput input(const std::string& id, unsigned long long value, const std::string& kind = "stream") {
  cli::ReplayInput in;
  in.id = id;
  in.kind = kind;
  in.width = 64;
  in.bits = value;
  in.where = "main.c:12";
  return in;
}

}  // namespace

TEST_CASE("read_socket_use: sockets called, a recording answered, socket receives' results in order") {
  TraceFile trace({call("socket", false, 8), returns("socket", false, "16"), call("connect", false, 10),
                   call("send", false, 11), call("send_bytes", true), call("match_request", true),
                   returns("send", false, "6"), call("recv", false, 13), call("receive_bytes", true),
                   call("receive_recorded", true), returns("recv", false, "7"),
                   call("read", false, 14), returns("read", false, "3"),  // a file: no receive_bytes
                   call("read", false, 15), call("receive_bytes", true), returns("read", false, "-1")});
  const cli::SocketUse use = cli::read_socket_use(trace.path);
  CHECK(use.calls_sockets);
  CHECK(use.exchanges_data);
  REQUIRE(use.recorded_call.has_value());
  CHECK(*use.recorded_call == "send at main.c:11");
  CHECK(use.receive_results == std::vector<long long>{7, -1});
}

TEST_CASE("read_socket_use: no sockets, or sockets answered by inputs only") {
  TraceFile none({call("fopen", false, 3), call("read", false, 4), returns("read", false, "2")});
  const cli::SocketUse without = cli::read_socket_use(none.path);
  CHECK_FALSE(without.calls_sockets);
  CHECK(without.receive_results.empty());
  TraceFile unknown({call("socket", false, 8), call("recv", false, 9), call("receive_bytes", true),
                     returns("recv", false, "3")});
  const cli::SocketUse use = cli::read_socket_use(unknown.path);
  CHECK(use.calls_sockets);
  CHECK_FALSE(use.recorded_call.has_value());
  CHECK(use.receive_results == std::vector<long long>{3});
}

TEST_CASE("take_stream_inputs keeps the socket inputs in order for the replay peer") {
  std::vector<cli::ReplayInput> inputs = {input("connect fails", 0), input("x", 5, "external-function"),
                                             input("sock16.recv returns", 2), input("sock16.recv[0]", 79),
                                             input("send returns", 3), input("write returns", 1),
                                             input("stdin length", 0)};
  const cli::ReplayStreams streams = cli::take_stream_inputs(inputs);
  std::vector<std::string> kept;
  for (const cli::ReplayInput& in : inputs) kept.push_back(in.id);
  CHECK(kept == std::vector<std::string>{"connect fails", "x", "sock16.recv returns", "sock16.recv[0]", "send returns"});
  CHECK(streams.socket_inputs ==
        std::vector<std::string>{"connect fails", "sock16.recv returns", "sock16.recv[0]", "send returns"});
  CHECK(streams.unreproduced == std::vector<std::string>{"write returns"});  // a file's or stdout's write
}

TEST_CASE("take_unmodelled_socket_inputs names poll's result and keeps the rest") {
  std::vector<cli::ReplayInput> inputs = {input("sock16.recv returns", 1), input("poll", 7, "external-function"),
                                             input("poll", 1, "stream"), input("frob", 2, "external-function")};
  CHECK(cli::take_unmodelled_socket_inputs(inputs) == std::vector<std::string>{"poll at main.c:12"});
  REQUIRE(inputs.size() == 3);
  CHECK(inputs[1].id == "poll");  // not a function's result: stays
}

TEST_CASE("socket_wrappers_source: the recording as the model's limit function, the traced receives") {
  encoder::RecordedPeer peer;
  peer.connections.push_back({{{"", "HELLO\n"}, {"A\n", "B"}, {"CD", "EF\n"}}, true});
  cli::SocketUse use;
  use.receive_results = {6, -1};
  const std::string source = cli::socket_wrappers_source(&peer, use);
  CHECK(source.find("swarmbmc_requested_0[] = {0L, 2L, 4L, 0}") != std::string::npos);  // cumulative requests
  CHECK(source.find("swarmbmc_answered_0[] = {6L, 7L, 10L, 0}") != std::string::npos);   // and responses
  CHECK(source.find("swarmbmc_request_0[] = \"A\\012CD\"") != std::string::npos);
  CHECK(source.find("swarmbmc_response_0[] = \"HELLO\\012BEF\\012\"") != std::string::npos);
  CHECK(source.find("4L, 3u, swarmbmc_requested_0, swarmbmc_answered_0, 1}") != std::string::npos);
  CHECK(source.find("swarmbmc_peer_bound = 1;") != std::string::npos);
  CHECK(source.find("swarmbmc_traced_receives[] = {6LL, -1LL, 0};") != std::string::npos);
  const std::string unknown = cli::socket_wrappers_source(nullptr, {});
  CHECK(unknown.find("swarmbmc_conversation_count = 0;") != std::string::npos);
  CHECK(unknown.find("swarmbmc_peer_bound = 0;") != std::string::npos);
  CHECK(unknown.find("int __wrap_recv(") == std::string::npos);  // ssize_t
  CHECK(unknown.find("ssize_t __wrap_recv(") != std::string::npos);
}

TEST_CASE("socket_wrapper_link_flags wraps every function the shim defines") {
  const std::vector<std::string> flags = cli::socket_wrapper_link_flags();
  REQUIRE(flags.size() == 1);
  const std::string wrapped = flags[0] + ",";
  const std::string source = cli::socket_wrappers_source(nullptr, {});
  for (const std::string function : {"socket", "connect", "bind", "listen", "accept", "accept4", "send", "sendto",
                                     "recv", "recvfrom", "shutdown", "setsockopt", "close", "read", "write",
                                     "getaddrinfo", "freeaddrinfo"}) {
    CHECK(wrapped.find(",--wrap=" + function + ",") != std::string::npos);
    CHECK(source.find(" __wrap_" + function + "(") != std::string::npos);
  }
}
