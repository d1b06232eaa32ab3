// Sockets: the socket model (libc/models/stdio/socket.c) keeps each
// socket's state in C and asks the encoder for what the peer decides:
//   __swarmbmc_socket_result(function, count): what send/write returns
//     (count; under --io-errors -1 or 1..count, an input "send returns");
//   __swarmbmc_socket_recv_length(fd, count, received, missed): how many
//     bytes an unknown peer's recv returns (an input, 0..count, at most
//     --max-input-length per connection; 0 = the peer closed);
//   __swarmbmc_socket_byte(fd, position, missed): an unknown byte, an input
//     named "sock16.recv[2]";
//   __swarmbmc_peer_*: the recorded conversations of --peer as constants
//     (request and response bytes as arrays, the response bytes available
//     after so many request bytes, whether the peer closed at the end);
//   __swarmbmc_peer_miss(fd, function): a cache miss, which cuts the path
//     under --peer-strict (Formula::peer_cuts, named in the verdict).
//   __swarmbmc_socket_errno(label, a, b, c, d): the errno a failing call
//     sets, an input named `label` ("recv errno") among a..d (socket_errno);
//     the stream models' failures use it too ("open errno").
// `missed` marks inputs after a cache miss "(peer response not recorded)".
#include <llvm/IR/Instructions.h>

#include <algorithm>

#include "StreamModels.h"

namespace swarmbmc::encoder {

namespace {

/// "sock16", or "sock?" when the descriptor is not a constant.
std::string socket_label(Term fd) {
  return fd->is_const() ? "sock" + std::to_string(static_cast<uint64_t>(fd->value)) : std::string("sock?");
}

/// The suffix of inputs that follow a cache miss.
std::string miss_suffix(Term missed, bool peer) {
  if (!peer || (missed->is_const() && missed->value == 0)) return "";
  return missed->is_const() ? " (peer response not recorded)" : " (peer response not recorded on some paths)";
}

uint64_t request_length(const PeerConnection& connection) {
  uint64_t length = 0;
  for (const PeerExchange& exchange : connection.exchanges) length += exchange.request.size();
  return length;
}

}  // namespace

Term StreamModels::peer_bytes(size_t connection, bool response) {
  if (peer_arrays_.empty()) peer_arrays_.resize(io_.peer->connections.size() * 2);
  Term& array = peer_arrays_[connection * 2 + (response ? 1 : 0)];
  if (array) return array;
  array = tm_.mk_const_array(tm_.mk_bv(0, 8));
  uint64_t at = 0;
  for (const PeerExchange& exchange : io_.peer->connections[connection].exchanges)
    for (char byte : response ? exchange.response : exchange.request)
      array = tm_.mk_store(array, tm_.mk_bv(at++, 64), tm_.mk_bv(static_cast<unsigned char>(byte), 8));
  return array;
}

Term StreamModels::by_connection(Term connection, const std::function<Term(size_t)>& of, Term unrecorded) {
  const size_t count = io_.peer ? io_.peer->connections.size() : 0;
  if (connection->is_const()) return connection->value < count ? of(static_cast<size_t>(connection->value)) : unrecorded;
  Term result = unrecorded;  // a connection index merged from several paths
  for (size_t k = 0; k < count; ++k)
    result = tm_.mk_ite(tm_.mk_eq(connection, tm_.mk_bv(k, connection->width())), of(k), result);
  return result;
}

Term StreamModels::peer_query(const std::string& name, Term connection, Term argument) {
  const std::vector<PeerConnection>& recorded = io_.peer->connections;
  Term zero64 = tm_.mk_bv(0, 64);
  if (name == "__swarmbmc_peer_request_length")
    return by_connection(connection, [&](size_t k) { return tm_.mk_bv(request_length(recorded[k]), 64); }, zero64);
  if (name == "__swarmbmc_peer_closes")
    return by_connection(connection, [&](size_t k) { return tm_.mk_bv(recorded[k].peer_closes ? 1 : 0, 64); },
                         zero64);
  if (name == "__swarmbmc_peer_request_byte" || name == "__swarmbmc_peer_response_byte") {
    const bool response = name == "__swarmbmc_peer_response_byte";
    Term position = tm_.mk_zext_or_trunc(argument, 64);
    return by_connection(
        connection, [&](size_t k) { return tm_.mk_zext(tm_.mk_select(peer_bytes(k, response), position), 64); },
        zero64);
  }
  // The limit function of the I/O-caching paper: the response bytes the
  // peer had sent once the program had sent `sent` request bytes, i.e.
  // through the last exchange whose request is complete.
  Term sent = tm_.mk_zext_or_trunc(argument, 64);
  return by_connection(
      connection,
      [&](size_t k) {
        Term limit = zero64;
        uint64_t requested = 0, answered = 0;
        for (const PeerExchange& exchange : recorded[k].exchanges) {
          requested += exchange.request.size();
          answered += exchange.response.size();
          limit = tm_.mk_ite(tm_.mk_ule(tm_.mk_bv(requested, 64), sent), tm_.mk_bv(answered, 64), limit);
        }
        return limit;
      },
      zero64);
}

bool StreamModels::socket_call(Frame& frame, const llvm::CallBase& call, const std::string& name, PathState& state) {
  // The model has no source location: inputs are the program's call's.
  const SourceLocation where = location_of(records_.program_site(call));
  auto result = [&](Term value) {
    frame.values[&call] = SymValue::scalar(tm_.mk_zext_or_trunc(value, call.getType()->getIntegerBitWidth()));
    return !state.guard->is_false();
  };
  auto argument = [&](unsigned i) { return instructions_.scalar_of(frame, call.getArgOperand(i), state); };
  const bool peer = io_.peer.has_value();
  if (name == "__swarmbmc_peer_bound" && call.arg_size() == 0) return result(tm_.mk_bv(peer ? 1 : 0, 32));
  if (name.rfind("__swarmbmc_peer_", 0) == 0 && name != "__swarmbmc_peer_miss") {
    if (call.arg_size() < 1 || !call.getType()->isIntegerTy())
      throw UnsupportedConstruct{"socket model hook '" + name + "' with an unexpected signature"};
    if (!peer) return result(tm_.mk_bv(0, 64));  // unreachable: the model asks only with a peer
    return result(peer_query(name, argument(0), call.arg_size() > 1 ? argument(1) : nullptr));
  }
  if (name == "__swarmbmc_peer_miss" && call.arg_size() == 2) {
    if (!peer || !io_.peer->strict) return true;  // the model goes on with unknown bytes
    std::optional<std::string> function =
        concrete_string(instructions_.value_of(frame, call.getArgOperand(1), state), call, state);
    formula_.peer_cuts.push_back({socket_label(argument(0)) + " " + (function ? *function : std::string("I/O")) +
                                      " at " + where.short_form(),
                                  state.guard});
    return false;  // --peer-strict: this execution is cut
  }
  if (name == "__swarmbmc_socket_result" && call.arg_size() == 2 && call.getType()->isIntegerTy())
    return socket_result(frame, call, where, state);
  if (name == "__swarmbmc_socket_errno" && call.arg_size() == 5 && call.getType()->isIntegerTy())
    return socket_errno(frame, call, where, state);
  if (name == "__swarmbmc_socket_recv_length" && call.arg_size() == 4 && call.getType()->isIntegerTy()) {
    Term count = tm_.mk_zext_or_trunc(argument(1), 64);
    Term received = tm_.mk_zext_or_trunc(argument(2), 64);
    const std::string label = socket_label(argument(0)) + ".recv returns" + miss_suffix(argument(3), peer);
    Term n = records_.new_input(64, label, state.guard, where, false);
    if (!n) return false;  // replay ends here
    Term room = tm_.mk_sub(tm_.mk_bv(io_.max_input_length, 64), received);  // received <= the maximum
    state.guard = tm_.mk_and(state.guard, tm_.mk_and(tm_.mk_ule(n, count), tm_.mk_ule(n, room)));
    // Where the per-connection limit, not the program's count, decides the
    // length (all the room left is returned, less than asked), a real peer
    // could send more: a bound reached, as a stream's end at the limit
    // (StreamInputs.cpp, stream_end), so a proof says BOUNDED.
    records_.input_bound(socket_label(argument(0)), "--max-input-length", io_.max_input_length, where,
                         tm_.mk_and(state.guard, tm_.mk_and(tm_.mk_ult(room, count), tm_.mk_eq(n, room))));
    return result(n);
  }
  if (name == "__swarmbmc_socket_byte" && call.arg_size() == 3 && call.getType()->isIntegerTy()) {
    Term position = argument(1);
    const std::string index = position->is_const() ? std::to_string(static_cast<uint64_t>(position->value)) : "?";
    const std::string label = socket_label(argument(0)) + ".recv[" + index + "]" + miss_suffix(argument(2), peer);
    Term byte = records_.new_input(8, label, state.guard, where, false);
    if (!byte) return false;  // replay ends here
    return result(tm_.mk_zext(byte, 32));
  }
  throw UnsupportedConstruct{"C library socket hook '" + name + "' with an unexpected signature"};
}

bool StreamModels::socket_result(Frame& frame, const llvm::CallBase& call, const SourceLocation& where,
                                 PathState& state) {
  Term count = instructions_.scalar_of(frame, call.getArgOperand(1), state);
  if (!io_.io_errors) {
    frame.values[&call] = SymValue::scalar(count);
    return true;
  }
  // --io-errors: a send or write may write fewer bytes than asked, or fail.
  std::string function = "send";
  if (auto text = concrete_string(instructions_.value_of(frame, call.getArgOperand(0), state), call, state))
    function = *text;
  Term returned = records_.new_input(count->width(), function + " returns", state.guard, where, true);
  if (!returned) return false;  // replay ends here
  Term fails = tm_.mk_eq(returned, tm_.mk_bv(~terms::u128{0}, count->width()));
  Term short_write = tm_.mk_and(tm_.mk_sle(tm_.mk_bv(1, count->width()), returned), tm_.mk_sle(returned, count));
  state.guard = tm_.mk_and(state.guard, tm_.mk_or(fails, short_write));
  frame.values[&call] = SymValue::scalar(returned);
  return !state.guard->is_false();
}

// The errno of a failing call (or getaddrinfo's EAI code): a real system
// sets one of several, and a program may branch on it (an EINTR retry, an
// ECONNREFUSED message), so each plausible value is a path: an input named
// after the call ("recv errno"), which replay's peer sets natively.
bool StreamModels::socket_errno(Frame& frame, const llvm::CallBase& call, const SourceLocation& where,
                                PathState& state) {
  const unsigned width = call.getType()->getIntegerBitWidth();
  std::vector<Term> choices;
  for (unsigned i = 1; i < 5; ++i)
    choices.push_back(tm_.mk_zext_or_trunc(instructions_.scalar_of(frame, call.getArgOperand(i), state), width));
  const bool one_value = std::all_of(choices.begin(), choices.end(), [&](Term c) { return c->is_const() && choices[0]->is_const() && c->value == choices[0]->value; });
  if (one_value) {
    frame.values[&call] = SymValue::scalar(choices[0]);
    return true;
  }
  std::string label = "errno";
  if (auto text = concrete_string(instructions_.value_of(frame, call.getArgOperand(0), state), call, state))
    label = *text;
  Term chosen = records_.new_input(width, label, state.guard, where, true);
  if (!chosen) return false;  // replay ends here
  Term among = tm_.mk_false();
  for (Term choice : choices) among = tm_.mk_or(among, tm_.mk_eq(chosen, choice));
  state.guard = tm_.mk_and(state.guard, among);
  frame.values[&call] = SymValue::scalar(chosen);
  return !state.guard->is_false();
}

}  // namespace swarmbmc::encoder
