// Input streams (issue 34): the C library's stream model (libc/models/
// stdio.c, io.c) keeps a FILE's position, end-of-file and error flags
// itself, and asks the encoder only for what the environment decides:
//   long __swarmbmc_stream_open(const char *name, long *handle): the length
//     of the stream named "stdin" or after the path opened; *handle
//     identifies it in later calls;
//   int __swarmbmc_stream_byte(long handle, long position): its byte there
//     (position < length, which the model checks first);
//   int __swarmbmc_stream_open_fails(const char *function): whether an open
//     fails (never, unless --io-errors).
// An unbound stream holds unknown bytes, each an input named "stdin[3]" in
// the trace where the program read it, and an unknown length up to
// --max-input-length. A bound one (--stdin, --file) holds the file's bytes,
// followed by unknown ones with --stdin-prefix. Each byte is read at most
// once per path (the model never re-reads a position: ungetc keeps its byte
// in the FILE), so a fresh input per read is the stream's byte.
#include <llvm/IR/Instructions.h>

#include "Unroller.h"

namespace swarmbmc::encoder {

namespace {

constexpr unsigned kMaxStreamNameLength = 4096;

}  // namespace

bool Unroller::stream_call(Frame& frame, const llvm::CallBase& call, const std::string& name, PathState& state) {
  // The model has no source location: inputs are the program's call's.
  const llvm::Instruction* at = &call;
  for (auto site = call_sites_.rbegin(); site != call_sites_.rend() && !at->getDebugLoc(); ++site) at = *site;
  const SourceLocation where = location_of(*at);
  auto result_of_width = [&](Term value) {
    frame.values[&call] = SymValue::scalar(tm_.mk_zext_or_trunc(value, call.getType()->getIntegerBitWidth()));
  };
  if (name == "__swarmbmc_stream_open_fails" && call.arg_size() == 1 && call.getType()->isIntegerTy()) {
    if (!options_.io.io_errors) {
      result_of_width(tm_.mk_bv(0, 1));
      return true;
    }
    std::string function = "open";
    if (auto text = concrete_string(value_of(frame, call.getArgOperand(0), state), call, state)) function = *text;
    Term fails = new_input(1, function + " fails", state.guard, where, false);
    if (!fails) return false;  // replay ends here
    result_of_width(tm_.mk_ite(fails, tm_.mk_bv(1, 8), tm_.mk_bv(0, 8)));
    return true;
  }
  if (name == "__swarmbmc_stream_short_read" && call.arg_size() == 1 && call.getType()->isIntegerTy()) {
    Term count = scalar_of(frame, call.getArgOperand(0), state);
    if (!options_.io.io_errors) {
      frame.values[&call] = SymValue::scalar(count);
      return true;
    }
    // --io-errors: a read may return fewer bytes than are available, or fail.
    Term returned = new_input(count->width(), "read returns", state.guard, where, true);
    if (!returned) return false;  // replay ends here
    Term fails = tm_.mk_eq(returned, tm_.mk_bv(~terms::u128{0}, count->width()));
    Term short_read = tm_.mk_and(tm_.mk_sle(tm_.mk_bv(1, count->width()), returned), tm_.mk_sle(returned, count));
    state.guard = tm_.mk_and(state.guard, tm_.mk_or(fails, short_read));
    frame.values[&call] = SymValue::scalar(returned);
    return !state.guard->is_false();
  }
  if (name == "__swarmbmc_stream_unsupported" && call.arg_size() == 1) {
    std::optional<std::string> what = concrete_string(value_of(frame, call.getArgOperand(0), state), call, state);
    formula_.unsupported.push_back({(what ? *what : name) + " at " + where.short_form(), state.guard});
    return false;
  }
  if (name == "__swarmbmc_stream_open" && call.arg_size() == 2 && call.getType()->isIntegerTy())
    return stream_open(frame, call, where, state);
  if (name == "__swarmbmc_stream_byte" && call.arg_size() == 2 && call.getType()->isIntegerTy()) {
    Term handle = scalar_of(frame, call.getArgOperand(0), state);
    Term position = tm_.mk_zext_or_trunc(scalar_of(frame, call.getArgOperand(1), state), 64);
    const OpenedStream* stream =
        handle->is_const() && handle->value < streams_.size() ? &streams_[static_cast<size_t>(handle->value)] : nullptr;
    // A handle merged from several opens: a byte of unknown value (sound:
    // the model never reads beyond the stream's length).
    const std::string label = stream ? stream->name : std::string("stream");
    const std::string index = position->is_const() ? std::to_string(static_cast<uint64_t>(position->value)) : "?";
    Term byte;
    const bool in_bound_bytes = stream && stream->bound &&
                                (!stream->bound->prefix ||
                                 (position->is_const() && position->value < stream->bound->bytes.size()));
    if (in_bound_bytes) {
      byte = tm_.mk_select(stream->bytes, position);
    } else {
      Term unknown = new_input(8, label + "[" + index + "]", state.guard, where, false);
      if (!unknown) return false;  // replay ends here
      byte = unknown;
      if (stream && stream->bound) {
        Term in_prefix = tm_.mk_ult(position, tm_.mk_bv(stream->bound->bytes.size(), 64));
        byte = tm_.mk_ite(in_prefix, tm_.mk_select(stream->bytes, position), unknown);
      }
    }
    result_of_width(tm_.mk_zext(byte, 32));
    return true;
  }
  throw UnsupportedConstruct{"C library stream hook '" + name + "' with an unexpected signature"};
}

bool Unroller::stream_open(Frame& frame, const llvm::CallBase& call, const SourceLocation& where,
                           PathState& state) {
  std::optional<std::string> name = concrete_string(value_of(frame, call.getArgOperand(0), state), call, state);
  OpenedStream stream{name ? *name : "file", nullptr, nullptr};
  if (name) {
    auto bound = options_.io.bound.find(*name);
    if (bound != options_.io.bound.end()) stream.bound = &bound->second;
  }
  const uint64_t limit = options_.io.max_input_length;
  Term length = nullptr;
  if (stream.bound) {
    Term bytes = tm_.mk_const_array(tm_.mk_bv(0, 8));
    const std::string& data = stream.bound->bytes;
    for (size_t i = 0; i < data.size(); ++i)
      bytes = tm_.mk_store(bytes, tm_.mk_bv(i, 64), tm_.mk_bv(static_cast<unsigned char>(data[i]), 8));
    stream.bytes = bytes;
    length = tm_.mk_bv(data.size(), 64);
  }
  if (!stream.bound || stream.bound->prefix) {
    Term extra = new_input(64, stream.name + " length", state.guard, where, false);
    if (!extra) return false;  // replay ends here
    state.guard = tm_.mk_and(state.guard, tm_.mk_ule(extra, tm_.mk_bv(limit, 64)));
    length = length ? tm_.mk_add(length, extra) : extra;
  }
  const uint64_t handle = streams_.size();
  streams_.push_back(stream);
  llvm::Type* long_type = call.getType();
  store(value_of(frame, call.getArgOperand(1), state),
        SymValue::scalar(tm_.mk_bv(handle, long_type->getIntegerBitWidth())), long_type, call, state);
  frame.values[&call] = SymValue::scalar(tm_.mk_zext_or_trunc(length, long_type->getIntegerBitWidth()));
  return !state.guard->is_false();
}

std::optional<std::string> Unroller::concrete_string(const SymValue& pointer, const llvm::Instruction& inst,
                                                     PathState& state) {
  if (pointer.kind != SymValue::Kind::Pointer || !pointer.object->is_const()) return std::nullopt;
  llvm::Type* byte_type = llvm::Type::getInt8Ty(inst.getContext());
  std::string text;
  for (unsigned k = 0; k < kMaxStreamNameLength; ++k) {
    SymValue at = SymValue::pointer(pointer.object, tm_.mk_add(pointer.offset, tm_.mk_bv(k, 64)));
    Term byte = load(at, byte_type, inst, state).term;
    if (!byte || !byte->is_const()) return std::nullopt;
    if (byte->value == 0) return text;
    text.push_back(static_cast<char>(byte->value));
  }
  return std::nullopt;
}

}  // namespace swarmbmc::encoder
