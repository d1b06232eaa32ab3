// The lines steps read as (report/trace/StepText), rendered from the facts
// the engine records: each kind of step, restricted choices, argv strings,
// output that is truncated or not rendered, a caller's note; and values'
// bits, output escaping.
#include <catch2/catch.hpp>

#include "report/trace/StepText.h"
#include "report/trace/ValueText.h"

using namespace swarmbmc;
using encoder::TraceStep;
using encoder::TraceValue;

namespace {

TraceStep step(TraceStep::Kind kind, std::string name) {
  TraceStep made;
  made.kind = kind;
  made.name = std::move(name);
  return made;
}

TraceStep input(std::string event_name, TraceValue value) {
  TraceStep made = step(TraceStep::Kind::Input, "");
  made.event_name = std::move(event_name);
  made.value = std::move(value);
  return made;
}

TraceStep output(std::string data) {
  TraceStep made = step(TraceStep::Kind::Output, "printf");
  made.stream = "stdout";
  made.formatted = made.format_known = true;
  made.format = "%s\n";
  made.data = std::move(data);
  return made;
}

}  // namespace

TEST_CASE("steps read as their kind says", "[step-text]") {
  CHECK(report::step_text(input("__VERIFIER_nondet_int()", TraceValue::integer(uint32_t(-7), 32, true))) ==
        "__VERIFIER_nondet_int() = -7");
  TraceStep call = step(TraceStep::Kind::Call, "push");
  call.arguments = {TraceValue::integer(5, 32, true), TraceValue{}, TraceValue::pointer(0, "", 0)};
  CHECK(report::step_text(call) == "push(5, <aggregate>, NULL)");
  TraceStep returned = step(TraceStep::Kind::Return, "pop");
  CHECK(report::step_text(returned) == "pop");
  returned.value = TraceValue::integer(3, 32, true);
  CHECK(report::step_text(returned) == "pop() = 3");
  TraceStep assignment = step(TraceStep::Kind::Assignment, "a[2]");
  assignment.value = TraceValue::integer(255, 8, false);
  CHECK(report::step_text(assignment) == "a[2] = 255 (0xff)");
  TraceStep log = step(TraceStep::Kind::Log, "push");
  log.log_function = "swarm_log";
  CHECK(report::step_text(log) == "swarm_log(\"push\")");
  log.text = " printed \"push 5\"";  // the check command's note, after the line
  CHECK(report::step_text(log) == "swarm_log(\"push\") printed \"push 5\"");
  CHECK(report::step_text(step(TraceStep::Kind::Assumption, "__VERIFIER_assume")) == "__VERIFIER_assume(...) holds");
  TraceStep failure = step(TraceStep::Kind::Failure, "bounds");
  failure.message = "store out of bounds of 'stack'";
  CHECK(report::step_text(failure) == "[bounds] store out of bounds of 'stack'");
}

TEST_CASE("an input names its restricted choice and the bytes past an argv terminator", "[step-text]") {
  TraceStep chosen = input("__VERIFIER_nondet_int()", TraceValue::integer(4, 32, true));
  chosen.choice = "main::speed";
  CHECK(report::step_text(chosen) == "__VERIFIER_nondet_int() = 4");
  chosen.choice_restricted = true;
  CHECK(report::step_text(chosen) == "main::speed (__VERIFIER_nondet_int()) = 4");
  chosen.event_name = "swarm_choose_int(\"main::speed\")";  // names it already
  chosen.choice = "main::speed";
  CHECK(report::step_text(chosen) == "swarm_choose_int(\"main::speed\") = 4");
  CHECK(report::step_text(input("argv[1]", TraceValue::string(std::string("ab\0\0", 4)))) == "argv[1] = \"ab\"");
  CHECK(report::step_text(input("argv[1]", TraceValue::string(std::string("ab\0c", 4)))) ==
        "argv[1] = \"ab\" (then, past its terminator, where no real exec can put them: \"c\")");
}

TEST_CASE("output shows its stream, its escaped bytes and why it is cut short", "[step-text]") {
  CHECK(report::step_text(output("hi\n")) == "stdout: \"hi\\n\"");
  TraceStep at_offset = output("x");
  at_offset.output_offset = 8;
  CHECK(report::step_text(at_offset) == "stdout at offset 8: \"x\"");
  TraceStep truncated = output("abc");
  truncated.truncated = true;
  CHECK(report::step_text(truncated) == "stdout: \"abc\" ... (truncated: 256 bytes shown)");
  truncated.past_end = true;
  CHECK(report::step_text(truncated) ==
        "stdout: \"abc\" ... (runs past the end of its object: no NUL in it, or fewer bytes than written)");
  TraceStep unrendered = output("");
  unrendered.rendered = false;
  CHECK(report::step_text(unrendered) == "stdout: printf format \"%s\\n\" (not rendered)");
  unrendered.format_known = false;
  CHECK(report::step_text(unrendered) == "stdout: printf with a format that is not a constant (not rendered)");
  unrendered.formatted = false;
  unrendered.name = "write";
  CHECK(report::step_text(unrendered) == "stdout: write of bytes not known (not rendered)");
}

TEST_CASE("values show their bits; output bytes are C-escaped", "[step-text]") {
  CHECK(report::value_binary(TraceValue::integer(0xffffffffu, 32, true)) == std::string(32, '1'));
  CHECK(report::value_binary(TraceValue::integer(5, 8, true)) == "00000101");
  CHECK(report::value_binary(TraceValue::boolean(true)) == "1");
  CHECK(report::value_binary(TraceValue::pointer(0, "", 0)).empty());
  CHECK(report::escaped_output("a\n\t\r\"\\") == "a\\n\\t\\r\\\"\\\\");
  CHECK(report::escaped_output(std::string("\0\x7f\xff", 3)) == "\\000\\177\\377");
}
