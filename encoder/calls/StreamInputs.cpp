// Input streams: the C library's stream model (libc/models/
// stdio.c, io.c) keeps a FILE's position, end-of-file and error flags
// itself, and asks the encoder only for what the environment decides:
//   long __swarmbmc_stream_open(const char *name, long *handle, int readable):
//     the length of the stream named "stdin" or after the path opened; *handle
//     identifies it in later calls (output events name it); a write-only
//     open (readable 0) has no contents: length 0, no inputs;
//   int __swarmbmc_stream_byte(long handle, long position): its byte there
//     (position < length, which the model checks first);
//   int __swarmbmc_stream_open_fails(const char *function): whether an open
//     fails (never, unless --io-errors).
// An unbound stream holds unknown bytes, each an input named "stdin[3]" in
// the trace where the program read it, and an unknown length up to
// --max-input-length. A bound one (--stdin, --file) holds the file's bytes,
// followed by unknown ones with --stdin-prefix. stdin's position only moves
// forward (the model's fseek fails on it, as on a pipe; ungetc keeps its
// byte in the FILE), so a fresh input per read is its byte. A file can be
// re-read (fseek, rewind, lseek, pread): its unknown byte at a position is
// one input however often it is read, and a read at a position that is not
// a constant picks among them (file_unknown_byte).
#include <llvm/IR/Instructions.h>

#include "StreamModels.h"

namespace swarmbmc::encoder {

namespace {

constexpr unsigned kMaxStreamNameLength = 4096;

}  // namespace

StreamModels::StreamModels(TermManager& tm, Records& records, Instructions& instructions, MemoryModel& memory,
                           const IoEnvironment& io)
    : tm_(tm), records_(records), formula_(records.formula()), instructions_(instructions), memory_(memory), io_(io) {}

bool StreamModels::stream_call(Frame& frame, const llvm::CallBase& call, const std::string& name, PathState& state) {
  // The model has no source location: inputs are the program's call's.
  const SourceLocation where = location_of(records_.program_site(call));
  auto result_of_width = [&](Term value) {
    frame.values[&call] = SymValue::scalar(tm_.mk_zext_or_trunc(value, call.getType()->getIntegerBitWidth()));
  };
  if (name == "__swarmbmc_stream_open_fails" && call.arg_size() == 1 && call.getType()->isIntegerTy()) {
    if (!io_.io_errors) {
      result_of_width(tm_.mk_bv(0, 1));
      return true;
    }
    std::string function = "open";
    if (auto text = concrete_string(instructions_.value_of(frame, call.getArgOperand(0), state), call, state))
      function = *text;
    Term fails = records_.new_input(1, function + " fails", state.guard, where, false);
    if (!fails) return false;  // replay ends here
    result_of_width(tm_.mk_ite(fails, tm_.mk_bv(1, 8), tm_.mk_bv(0, 8)));
    return true;
  }
  if (name == "__swarmbmc_stream_short_read" && call.arg_size() == 1 && call.getType()->isIntegerTy()) {
    Term count = instructions_.scalar_of(frame, call.getArgOperand(0), state);
    if (!io_.io_errors) {
      frame.values[&call] = SymValue::scalar(count);
      return true;
    }
    // --io-errors: a read may return fewer bytes than are available, or fail.
    Term returned = records_.new_input(count->width(), "read returns", state.guard, where, true);
    if (!returned) return false;  // replay ends here
    Term fails = tm_.mk_eq(returned, tm_.mk_bv(~terms::u128{0}, count->width()));
    Term short_read = tm_.mk_and(tm_.mk_sle(tm_.mk_bv(1, count->width()), returned), tm_.mk_sle(returned, count));
    state.guard = tm_.mk_and(state.guard, tm_.mk_or(fails, short_read));
    frame.values[&call] = SymValue::scalar(returned);
    return !state.guard->is_false();
  }
  if (name == "__swarmbmc_stream_end" && call.arg_size() == 1) {
    stream_end(instructions_.scalar_of(frame, call.getArgOperand(0), state), state.guard, where);
    return true;
  }
  if (name == "__swarmbmc_stream_unsupported" && call.arg_size() == 1) {
    std::optional<std::string> what =
        concrete_string(instructions_.value_of(frame, call.getArgOperand(0), state), call, state);
    formula_.unsupported.push_back({(what ? *what : name) + " at " + where.short_form(), state.guard});
    return false;
  }
  if (name == "__swarmbmc_stream_open" && call.arg_size() == 3 && call.getType()->isIntegerTy())
    return stream_open(frame, call, where, state);
  if (name == "__swarmbmc_stream_byte" && call.arg_size() == 2 && call.getType()->isIntegerTy()) {
    Term handle = instructions_.scalar_of(frame, call.getArgOperand(0), state);
    Term position = tm_.mk_zext_or_trunc(instructions_.scalar_of(frame, call.getArgOperand(1), state), 64);
    Term byte = stream_byte(handle, position, state.guard, where);
    if (!byte) return false;  // replay ends here
    result_of_width(tm_.mk_zext(byte, 32));
    return true;
  }
  throw UnsupportedConstruct{"C library stream hook '" + name + "' with an unexpected signature"};
}

Term StreamModels::stream_byte(Term handle, Term position, Term guard, const SourceLocation& where) {
  if (handle->is_const() && handle->value < streams_.size()) {
    OpenedStream& stream = streams_[static_cast<size_t>(handle->value)];
    if (stream.name != "stdin") return file_byte(stream, position);
    return stdin_byte(&stream, position, guard, where);
  }
  // A handle merged from several opens (fopen on two paths into one slot):
  // each file's own byte where the handle is that file's, so that a re-read
  // after a seek sees the same contents.
  bool maybe_stdin = false;
  for (const OpenedStream& stream : streams_) maybe_stdin = maybe_stdin || stream.name == "stdin";
  Term byte = maybe_stdin ? stdin_byte(nullptr, position, guard, where) : tm_.mk_bv(0, 8);
  for (size_t k = 0; byte && k < streams_.size(); ++k) {
    if (streams_[k].name == "stdin") continue;
    Term is_this = tm_.mk_eq(handle, tm_.mk_bv(k, handle->width()));
    byte = tm_.mk_ite(is_this, file_byte(streams_[k], position), byte);
  }
  return byte;
}

// A bound stream reads its bound bytes; past them (--stdin-prefix), or on
// an unbound stream, the unknown byte `unknown` makes. Where the position
// is not a constant, an ite picks between the two. `unknown` is called
// exactly where the byte may be unknown: stdin_byte makes an input there,
// and inputs must be made in the order replay feeds them.
Term StreamModels::bound_or_unknown(const OpenedStream* stream, Term position, const std::function<Term()>& unknown) {
  const BoundStream* bound = stream ? stream->bound : nullptr;
  if (bound && !bound->prefix) return tm_.mk_select(stream->bytes, position);
  const uint64_t bound_length = bound ? bound->bytes.size() : 0;
  if (bound && position->is_const() && position->value < bound_length) return tm_.mk_select(stream->bytes, position);
  Term fresh = unknown();
  if (!fresh || !bound || position->is_const()) return fresh;
  return tm_.mk_ite(tm_.mk_ult(position, tm_.mk_bv(bound_length, 64)), tm_.mk_select(stream->bytes, position), fresh);
}

// A stream's unknown part holds at most --max-input-length bytes: an
// execution that meets the end of a stream whose length is that limit
// might have gone on with a longer input, so, like a loop cut at --depth,
// it is a bound reached (Formula::unwindings): a proof becomes BOUNDED,
// naming the input, instead of a VERIFIED that only holds for short inputs.
void StreamModels::stream_end(Term handle, Term guard, const SourceLocation& where) {
  Term reached = tm_.mk_false();
  std::string names;
  for (size_t k = 0; k < streams_.size(); ++k) {
    const OpenedStream& stream = streams_[k];
    if (!stream.at_limit) continue;
    Term is_this = tm_.mk_eq(handle, tm_.mk_bv(k, handle->width()));
    if (is_this->is_false()) continue;
    reached = tm_.mk_or(reached, tm_.mk_and(is_this, stream.at_limit));
    names += (names.empty() ? "" : "/") + stream.name;
  }
  records_.input_bound(names, "--max-input-length", io_.max_input_length, where, tm_.mk_and(guard, reached));
}

// stdin is a pipe (the model's fseek fails on it): its position only moves
// forward, so each read is a byte never read before on its path, a fresh
// input, in the order `swarmbmc replay` feeds them.
Term StreamModels::stdin_byte(const OpenedStream* stream, Term position, Term guard, const SourceLocation& where) {
  const std::string label = stream ? stream->name : std::string("stream");
  const std::string index = position->is_const() ? std::to_string(static_cast<uint64_t>(position->value)) : "?";
  return bound_or_unknown(stream, position,
                          [&] { return records_.new_input(8, label + "[" + index + "]", guard, where, false); });
}

Term StreamModels::file_byte(OpenedStream& stream, Term position) {
  return bound_or_unknown(&stream, position, [&] { return file_unknown_byte(stream, position); });
}

// The unknown bytes were made inputs when the file was opened
// (file_unknown_bytes); a position beyond them is never read (the model
// checks the length first).
Term StreamModels::file_unknown_byte(OpenedStream& stream, Term position) {
  if (position->is_const()) {
    auto found = stream.unknown_bytes.find(static_cast<uint64_t>(position->value));
    return found != stream.unknown_bytes.end() ? found->second : tm_.mk_bv(0, 8);
  }
  // Not a constant (after a seek from the unknown end, or where paths that
  // read different amounts meet): any position the unknown part can have.
  Term byte = tm_.mk_bv(0, 8);
  for (const auto& [at, value] : stream.unknown_bytes)
    byte = tm_.mk_ite(tm_.mk_eq(position, tm_.mk_bv(at, 64)), value, byte);
  return byte;
}

// A file's unknown bytes, one input per position whatever reads it (fseek,
// rewind, lseek and pread re-read), all made at the open, in position
// order, so a replay of the counterexample's inputs meets them in the same
// order however the reads are folded. The trace shows the contents at the
// open: an input for each position below the length.
bool StreamModels::file_unknown_bytes(OpenedStream& stream, Term length, Term guard, const SourceLocation& where) {
  const uint64_t first = stream.bound ? stream.bound->bytes.size() : 0;
  for (uint64_t i = first; i < first + io_.max_input_length; ++i) {
    Term in_file = tm_.mk_and(guard, tm_.mk_ult(tm_.mk_bv(i, 64), length));
    Term byte = records_.new_input(8, stream.name + "[" + std::to_string(i) + "]", in_file, where, false);
    if (!byte) return false;  // replay ends here
    stream.unknown_bytes.emplace(i, byte);
  }
  return true;
}

bool StreamModels::stream_open(Frame& frame, const llvm::CallBase& call, const SourceLocation& where,
                               PathState& state) {
  std::optional<std::string> name =
      concrete_string(instructions_.value_of(frame, call.getArgOperand(0), state), call, state);
  OpenedStream stream{name ? *name : "file", nullptr, nullptr, {}};
  if (name) {
    auto bound = io_.bound.find(*name);
    if (bound != io_.bound.end()) stream.bound = &bound->second;
  }
  const uint64_t limit = io_.max_input_length;
  // A write-only open ("w", "a", O_WRONLY) is never read: no contents, no
  // inputs (the model fails reads on it). `readable` is a constant where
  // the mode is; otherwise the contents are made as for a readable one.
  Term readable = instructions_.scalar_of(frame, call.getArgOperand(2), state);
  const bool write_only = readable->is_const() && readable->value == 0;
  if (write_only) stream.bound = nullptr;  // --file's contents are never read either
  Term length = write_only ? tm_.mk_bv(0, 64) : nullptr;
  if (stream.bound) {
    Term bytes = tm_.mk_const_array(tm_.mk_bv(0, 8));
    const std::string& data = stream.bound->bytes;
    for (size_t i = 0; i < data.size(); ++i)
      bytes = tm_.mk_store(bytes, tm_.mk_bv(i, 64), tm_.mk_bv(static_cast<unsigned char>(data[i]), 8));
    stream.bytes = bytes;
    length = tm_.mk_bv(data.size(), 64);
  }
  if (!write_only && (!stream.bound || stream.bound->prefix)) {
    Term extra = records_.new_input(64, stream.name + " length", state.guard, where, false);
    if (!extra) return false;  // replay ends here
    state.guard = tm_.mk_and(state.guard, tm_.mk_ule(extra, tm_.mk_bv(limit, 64)));
    stream.at_limit = tm_.mk_eq(extra, tm_.mk_bv(limit, 64));
    length = length ? tm_.mk_add(length, extra) : extra;
  }
  if (!write_only && stream.name != "stdin" && (!stream.bound || stream.bound->prefix) &&
      !file_unknown_bytes(stream, length, state.guard, where))
    return false;  // replay ends here
  const uint64_t handle = streams_.size();
  streams_.push_back(stream);
  formula_.stream_names.push_back(stream.name);
  llvm::Type* long_type = call.getType();
  memory_.store(instructions_.value_of(frame, call.getArgOperand(1), state),
                SymValue::scalar(tm_.mk_bv(handle, long_type->getIntegerBitWidth())), long_type, call, state);
  frame.values[&call] = SymValue::scalar(tm_.mk_zext_or_trunc(length, long_type->getIntegerBitWidth()));
  return !state.guard->is_false();
}

std::optional<std::string> StreamModels::concrete_string(const SymValue& pointer, const llvm::Instruction& inst,
                                                         PathState& state) {
  if (pointer.kind != SymValue::Kind::Pointer || !pointer.object->is_const()) return std::nullopt;
  llvm::Type* byte_type = llvm::Type::getInt8Ty(inst.getContext());
  std::string text;
  for (unsigned k = 0; k < kMaxStreamNameLength; ++k) {
    SymValue at = SymValue::pointer(pointer.object, tm_.mk_add(pointer.offset, tm_.mk_bv(k, 64)));
    Term byte = memory_.load(at, byte_type, inst, state).term;
    if (!byte || !byte->is_const()) return std::nullopt;
    if (byte->value == 0) return text;
    text.push_back(static_cast<char>(byte->value));
  }
  return std::nullopt;
}

}  // namespace swarmbmc::encoder
