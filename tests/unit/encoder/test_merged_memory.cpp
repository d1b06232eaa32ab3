// Reads from merged memories: read_bytes keeps the stored words
// whole below the merges' ites, int_to_pointer turns an ite of words into
// an ite of pointers whose object ids are constant leaves (also where the
// bytes of a stored pointer come back as zext or concatenations of byte
// ites), and offset_into is linear on pointers merged into a DAG. Values
// are checked against byte-by-byte reads under random assignments. A load
// through a pointer with several targets reads each under its own test, so
// `p->next = q; r = p->next;` gives r exactly q (the unroller on IR).
#include <catch2/catch.hpp>

#include <algorithm>
#include <random>
#include <string>
#include <unordered_map>
#include <vector>

#include "EncoderTestUtil.h"
#include "terms/Evaluator.h"
#include "encoder/memory/Memory.h"
#include "encoder/memory/SymValue.h"
#include "terms/TermManager.h"
#include "encoder/unroll/Unroller.h"

using namespace swarmbmc::encoder;
using swarmbmc::terms::Evaluator;
using swarmbmc::terms::Op;
using swarmbmc::terms::Sort;
using swarmbmc::terms::u128;

namespace {

std::vector<unsigned> objects_of(Term object) {
  std::vector<unsigned> ids;
  if (!possible_objects(object, ids)) return {};
  std::sort(ids.begin(), ids.end());
  return ids;
}

SymValue pointer(TermManager& tm, unsigned object, uint64_t offset) {
  return SymValue::pointer(tm.mk_bv(object, kObjectBits), tm.mk_bv(offset, 64));
}

/// The word as the byte-level oracle reads it: one select per byte.
Term bytewise(TermManager& tm, Term contents, Term offset, unsigned bytes) {
  Term value = tm.mk_select(contents, tm.mk_add(offset, tm.mk_bv(bytes - 1, 64)));
  for (unsigned i = bytes - 1; i-- > 0;)
    value = tm.mk_concat(value, tm.mk_select(contents, tm.mk_add(offset, tm.mk_bv(i, 64))));
  return value;
}

uint64_t merged_initial_byte(u128 index) { return static_cast<uint64_t>((index * 53 + 7) & 0xff); }

}  // namespace

TEST_CASE("a pointer read from memory merged over paths has its stored objects as leaves", "[memory][merged]") {
  TermManager tm;
  Term base = tm.mk_var(Sort::array(), "slot");
  Term c = tm.mk_var(Sort::boolean(), "c");
  Term d = tm.mk_var(Sort::boolean(), "d");
  Term zero = tm.mk_bv(0, 64);
  auto stored = [&](const SymValue& p) { return write_bytes(tm, base, zero, pointer_to_int(tm, p)); };

  SECTION("two paths") {
    Term memory = tm.mk_ite(c, stored(pointer(tm, 3, 0)), stored(pointer(tm, 5, 8)));
    SymValue back = int_to_pointer(tm, read_bytes(tm, memory, zero, 8));
    CHECK(objects_of(back.object) == std::vector<unsigned>{3, 5});
    CHECK(offset_into(tm, back.object, back.offset, 5) == tm.mk_bv(8, 64));
    CHECK(offset_into(tm, back.object, back.offset, 3) == zero);
  }
  SECTION("three paths, two into one object: the id byte collapses where the offset bytes do not") {
    Term memory = tm.mk_ite(c, stored(pointer(tm, 3, 0)),
                            tm.mk_ite(d, stored(pointer(tm, 3, 16)), stored(pointer(tm, 7, 0))));
    SymValue back = int_to_pointer(tm, read_bytes(tm, memory, zero, 8));
    CHECK(objects_of(back.object) == std::vector<unsigned>{3, 7});
    CHECK(offset_into(tm, back.object, back.offset, 7) == zero);
  }
  SECTION("under a later store that misses the pointer") {
    Term merged = tm.mk_ite(c, stored(pointer(tm, 3, 0)), stored(pointer(tm, 5, 0)));
    Term memory = write_bytes(tm, merged, tm.mk_bv(8, 64), tm.mk_var(Sort::bv(32), "x"));
    SymValue back = int_to_pointer(tm, read_bytes(tm, memory, zero, 8));
    CHECK(objects_of(back.object) == std::vector<unsigned>{3, 5});
  }
  SECTION("a stored ite of two objects comes back as the ite, not as zext of a byte ite") {
    SymValue either = SymValue::pointer(tm.mk_ite(c, tm.mk_bv(1, kObjectBits), tm.mk_bv(2, kObjectBits)), zero);
    SymValue back = int_to_pointer(tm, read_bytes(tm, stored(either), zero, 8));
    CHECK(objects_of(back.object) == std::vector<unsigned>{1, 2});
  }
  SECTION("an integer that is no stored pointer stays inexact") {
    Term memory = tm.mk_ite(c, write_bytes(tm, base, zero, tm.mk_var(Sort::bv(64), "i")), stored(pointer(tm, 4, 0)));
    SymValue back = int_to_pointer(tm, read_bytes(tm, memory, zero, 8));
    CHECK(objects_of(back.object).empty());
  }
}

TEST_CASE("word reads of merged memories equal byte-by-byte reads", "[memory][merged]") {
  std::mt19937_64 rng(36);
  for (unsigned round = 0; round < 40; ++round) {
    TermManager tm;
    std::unordered_map<Term, u128> values;
    auto fresh = [&](Sort sort, const std::string& name) {
      Term v = tm.mk_var(sort, name);
      values[v] = rng();
      return v;
    };
    Term x = fresh(Sort::bv(64), "x");
    // A few versions of one memory: stores at constant offsets and at x + k,
    // merged pairwise on fresh conditions, as paths join.
    std::vector<Term> versions{tm.mk_var(Sort::array(), "m")};
    for (unsigned step = 0; step < 14; ++step) {
      const std::string tag = std::to_string(step);
      Term from = versions[rng() % versions.size()];
      if (rng() % 3 == 0 && versions.size() > 1) {
        Term other = versions[rng() % versions.size()];
        versions.push_back(tm.mk_ite(fresh(Sort::boolean(), "c" + tag), from, other));
        continue;
      }
      const unsigned bytes = 1u << (rng() % 4);
      Term offset = rng() % 2 ? tm.mk_bv(rng() % 24, 64) : tm.mk_add(x, tm.mk_bv(rng() % 24, 64));
      versions.push_back(write_bytes(tm, from, offset, fresh(Sort::bv(8 * bytes), "v" + tag)));
    }
    Evaluator evaluator(
        [&](Term t) -> std::optional<u128> {
          auto it = values.find(t);
          if (it == values.end()) return std::nullopt;
          return it->second & (t->sort.is_bool() ? 1 : (u128(1) << t->width()) - 1);
        },
        [](Term, u128 index) { return u128(merged_initial_byte(index)); });
    for (Term memory : versions) {
      for (unsigned bytes : {1u, 4u, 8u}) {
        Term offset = rng() % 2 ? tm.mk_bv(rng() % 24, 64) : tm.mk_add(x, tm.mk_bv(rng() % 24, 64));
        INFO("round " << round << ", " << bytes << " bytes");
        CHECK(static_cast<uint64_t>(evaluator.eval(read_bytes(tm, memory, offset, bytes))) ==
              static_cast<uint64_t>(evaluator.eval(bytewise(tm, memory, offset, bytes))));
      }
    }
  }
}

TEST_CASE("offset_into is linear on a pointer merged into a DAG", "[memory][merged]") {
  // Each level refers to the level below on both sides: walked as a tree,
  // 60 levels are 2^60 branches; this returns at once only with memos.
  TermManager tm;
  SymValue p = pointer(tm, 1, 0);
  for (unsigned level = 0; level < 60; ++level) {
    const std::string tag = std::to_string(level);
    Term c = tm.mk_var(Sort::boolean(), "c" + tag);
    SymValue left = ite_value(tm, tm.mk_var(Sort::boolean(), "d" + tag), p, pointer(tm, 2 + level, 4));
    SymValue right = ite_value(tm, tm.mk_var(Sort::boolean(), "e" + tag), pointer(tm, 100 + level, 8), p);
    p = ite_value(tm, c, left, right);
  }
  Term offset = offset_into(tm, p.object, p.offset, 1);
  CHECK(offset == tm.mk_bv(0, 64));  // every branch that may reach object 1 has offset 0
  CHECK(offset_into(tm, p.object, p.offset, 30) == tm.mk_bv(4, 64));
  CHECK(objects_of(p.object).size() == 121u);
}

TEST_CASE("a pointer loaded through the pointer it was just stored through is exactly the stored one",
          "[memory][merged]") {
  // p is one of three objects (a, b, d) whose next fields hold na, nb, nd.
  // After p->next = q, r = p->next is q on every path; a read from the last
  // candidate that is not under a test of its own would keep nd, so
  // r->next = NULL would also write into nd's object and leave q's next
  // as ite(.., NULL, q's initial bytes): a pointer with no constant object
  // id, so the access through it below would look at every object ("or
  // through an invalid pointer").
  const std::string body = std::string(encoder_test::kDeclarations) +
                           "declare ptr @malloc(i64)\n"
                           "define i32 @main() {\n"
                           "entry:\n"
                           "  %a = call ptr @malloc(i64 8)\n"
                           "  %b = call ptr @malloc(i64 8)\n"
                           "  %d = call ptr @malloc(i64 8)\n"
                           "  %na = call ptr @malloc(i64 8)\n"
                           "  %nb = call ptr @malloc(i64 8)\n"
                           "  %nd = call ptr @malloc(i64 8)\n"
                           "  store ptr %na, ptr %a\n"
                           "  store ptr %nb, ptr %b\n"
                           "  store ptr %nd, ptr %d\n"
                           "  %c1 = call i32 @__VERIFIER_nondet_int()\n"
                           "  %c2 = call i32 @__VERIFIER_nondet_int()\n"
                           "  %k1 = icmp ult i32 %c1, %c2\n"
                           "  %k2 = icmp eq i32 %c1, 7\n"
                           "  %p0 = select i1 %k1, ptr %a, ptr %b\n"
                           "  %p = select i1 %k2, ptr %p0, ptr %d\n"
                           "  %q = call ptr @malloc(i64 8)\n"
                           "  store ptr %q, ptr %p\n"
                           "  %r = load ptr, ptr %p\n"
                           "  store ptr null, ptr %r\n"
                           "  %u = load ptr, ptr %q\n"
                           "  %isnull = icmp eq ptr %u, null\n"
                           "  br i1 %isnull, label %done, label %deref\n"
                           "deref:\n"
                           "  %v = load i32, ptr %u\n"
                           "  br label %done\n"
                           "done:\n"
                           "  ret i32 0\n"
                           "}\n";
  llvm::LLVMContext context;
  std::unique_ptr<llvm::Module> module = encoder_test::parse_ir(context, body);
  TermManager tm;
  UnrollOptions options;
  options.depth = 5;
  Unroller unroller(*module, tm, options);
  const Formula formula = unroller.run();
  for (const auto& check : formula.checks) {
    INFO(check.message);
    CHECK(check.message.find("invalid pointer") == std::string::npos);
  }
  CHECK(tm.size() < 300);
  const VerifyResult result = encoder_test::verify_ir(body, 5);
  INFO(encoder_test::describe(result));
  CHECK(result.verdict == Verdict::Verified);
}
