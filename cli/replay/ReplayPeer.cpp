#include "ReplayPeer.h"

#include <nlohmann/json.hpp>

#include <fstream>
#include <set>
#include <sstream>

#include "encoder/trace/Trace.h"
#include "TraceReader.h"

namespace swarmbmc::cli {

namespace {

using nlohmann::json;

/// Functions of libc/models/stdio/socket.c a program calls (the shim wraps them).
const std::set<std::string> kSocketFunctions = {"socket", "connect",  "bind",     "listen",      "accept",
                                                "accept4", "send",    "sendto",   "recv",        "recvfrom",
                                                "shutdown", "setsockopt", "getaddrinfo", "freeaddrinfo"};
/// Socket functions the model has no body for: their results are inputs
/// the native (real) call does not reproduce.
const std::set<std::string> kUnmodelledSocketFunctions = {
    "poll",      "ppoll",       "select",      "pselect",     "epoll_wait", "epoll_pwait", "epoll_ctl",
    "getsockopt", "getsockname", "getpeername", "sendmsg",     "recvmsg",    "fcntl",       "ioctl"};

/// The program's receive calls whose results replay compares.
const std::set<std::string> kReceiveFunctions = {"recv", "recvfrom", "read"};

std::string location_of(const json& step) {
  const json& where = step.value("sourceLocation", json::object());
  return where.value("file", std::string()) + ":" + std::to_string(where.value("line", 0));
}

/// A receive's traced result; a result that is not a decimal integer (no
/// trace of this swarmbmc writes one) ends the comparison: none is better
/// than a shifted one.
void record_receive_result(const json& step, std::vector<long long>& results, bool& comparable) {
  if (!comparable) return;
  try {
    results.push_back(std::stoll(step.at("returnValue").at("data").get<std::string>()));
  } catch (const std::exception&) {
    comparable = false;
  }
}

/// The wrapped functions, by the names the program calls.
const std::vector<std::string> kWrapped = {"socket", "connect", "bind",     "listen",     "accept",      "accept4",
                                           "send",   "sendto",  "recv",     "recvfrom",   "shutdown",    "setsockopt",
                                           "close",  "read",    "write",    "getaddrinfo", "freeaddrinfo"};

/// One conversation as C data: its bytes, the cumulative request and
/// response lengths of its exchanges (the model's limit function), whether
/// the peer closed after them.
void write_conversation(std::ostringstream& out, size_t k, const encoder::PeerConnection& connection) {
  std::string request, response, requested, answered;
  for (const encoder::PeerExchange& exchange : connection.exchanges) {
    request += exchange.request;
    response += exchange.response;
    requested += std::to_string(request.size()) + "L, ";
    answered += std::to_string(response.size()) + "L, ";
  }
  out << "static const long swarmbmc_requested_" << k << "[] = {" << requested << "0};\n"
      << "static const long swarmbmc_answered_" << k << "[] = {" << answered << "0};\n"
      << "static const unsigned char swarmbmc_request_" << k << "[] = " << encoder::c_string_literal(request) << ";\n"
      << "static const unsigned char swarmbmc_response_" << k << "[] = " << encoder::c_string_literal(response)
      << ";\n";
}

}  // namespace

SocketUse read_socket_use(const std::string& trace_path) {
  std::ifstream in(trace_path, std::ios::binary);
  json document;
  try {
    document = json::parse(in);
  } catch (const json::parse_error&) {
    throw TraceError("'" + trace_path + "' is not a JSON trace");
  }
  SocketUse use;
  std::string last_visible_call;
  // The program's recv/recvfrom/read being traced, and whether the model's
  // receive_bytes ran inside it (a socket, not a file).
  std::string receiving;
  bool from_socket = false, comparable = true;
  for (const json& step : document.value("trace", json::array())) {
    const std::string type = step.value("stepType", "");
    const std::string function = step.value("function", json::object()).value("identifier", "");
    const bool visible = !step.value("hidden", false);
    if (type == "function-return" && visible && function == receiving) {
      if (from_socket) record_receive_result(step, use.receive_results, comparable);
      receiving.clear();
    }
    if (type != "function-call") continue;
    if (visible) {
      last_visible_call = function + " at " + location_of(step);
      use.calls_sockets = use.calls_sockets || kSocketFunctions.count(function) > 0;
      if (receiving.empty() && kReceiveFunctions.count(function)) receiving = function, from_socket = false;
    }
    // socket.c's helpers: send_bytes/receive_bytes only for sockets;
    // match_request/receive_recorded only when a recording is bound.
    if (function == "send_bytes" || function == "receive_bytes") use.exchanges_data = use.calls_sockets = true;
    from_socket = from_socket || function == "receive_bytes";
    if ((function == "match_request" || function == "receive_recorded") && !use.recorded_call)
      use.recorded_call = last_visible_call;
  }
  return use;
}

std::vector<std::string> take_unmodelled_socket_inputs(std::vector<ReplayInput>& inputs) {
  std::vector<std::string> taken;
  std::vector<ReplayInput> kept;
  for (ReplayInput& input : inputs) {
    if (input.kind == "external-function" && kUnmodelledSocketFunctions.count(input.id))
      taken.push_back(input.id + " at " + input.where);
    else
      kept.push_back(std::move(input));
  }
  inputs = std::move(kept);
  return taken;
}

std::string socket_wrappers_source(const encoder::RecordedPeer* peer, const SocketUse& use) {
  std::ostringstream out;
  out << "\n/* The recorded conversations the check's --peer answered from (none: the trace's inputs answer). */\n"
      << "struct swarmbmc_conversation {\n  const unsigned char *request, *response;\n  long request_length;\n"
      << "  unsigned exchanges;\n  const long *requested, *answered;\n  int closes;\n};\n";
  const size_t count = peer ? peer->connections.size() : 0;
  for (size_t k = 0; k < count; ++k) write_conversation(out, k, peer->connections[k]);
  out << "static const struct swarmbmc_conversation swarmbmc_conversations[] = {\n";
  for (size_t k = 0; k < count; ++k) {
    size_t request_length = 0;
    for (const encoder::PeerExchange& exchange : peer->connections[k].exchanges) request_length += exchange.request.size();
    out << "  {swarmbmc_request_" << k << ", swarmbmc_response_" << k << ", " << request_length << "L, "
        << peer->connections[k].exchanges.size() << "u, swarmbmc_requested_" << k << ", swarmbmc_answered_" << k
        << ", " << (peer->connections[k].peer_closes ? 1 : 0) << "},\n";
  }
  out << "  {0, 0, 0, 0, 0, 0, 0} /* end */\n};\n"
      << "static const long swarmbmc_conversation_count = " << count << ";\n"
      << "static const int swarmbmc_peer_bound = " << (peer ? 1 : 0) << ";\n"
      << "/* What the trace's recv/recvfrom/read calls on sockets returned, in order. */\n"
      << "static const long long swarmbmc_traced_receives[] = {";
  for (long long result : use.receive_results) out << result << "LL, ";
  out << "0};\nstatic const unsigned swarmbmc_traced_receive_count = " << use.receive_results.size() << ";\n"
      << kReplayPeerShim;
  return out.str();
}

std::vector<std::string> socket_wrapper_link_flags() {
  std::string flag = "-Wl";
  for (const std::string& function : kWrapped) flag += ",--wrap=" + function;
  return {flag};
}

}  // namespace swarmbmc::cli
