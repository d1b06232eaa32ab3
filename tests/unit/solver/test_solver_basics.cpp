// The Solver interface on every backend (Z3, CaDiCaL, portfolio, CryptoMiniSat, CaDiCaL and CryptoMiniSat racing):
// add/check/value, assumptions, arrays, and terminate() before and during a
// check. One template test per behaviour, instantiated for each backend.
#include <catch2/catch.hpp>

#include <chrono>
#include <condition_variable>
#include <cstdio>
#include <cstdlib>
#include <mutex>
#include <string>
#include <thread>
#include <vector>

#include "solver/Solver.h"
#include "terms/TermManager.h"

using namespace swarmbmc;
using namespace swarmbmc::terms;
using solver::Result;

namespace Catch {
template <>
struct StringMaker<Result> {
  static std::string convert(Result r) { return solver::result_name(r); }
};
}  // namespace Catch

namespace {
uint64_t as64(u128 v) { return static_cast<uint64_t>(v); }

struct Z3Backend {
  static std::unique_ptr<solver::Solver> make() { return solver::make_z3_solver(); }
};
struct CadicalBackend {
  static std::unique_ptr<solver::Solver> make() { return solver::make_cadical_solver(); }
};
struct PortfolioBackend {
  static std::unique_ptr<solver::Solver> make() { return solver::make_portfolio_solver(); }
};
struct CryptoMiniSatBackend {
  static std::unique_ptr<solver::Solver> make() { return solver::make_solver("cryptominisat"); }
};
struct SatPortfolioBackend {
  static std::unique_ptr<solver::Solver> make() { return solver::make_solver("sat-portfolio"); }
};
}  // namespace

#define BACKEND_TEST(name, tags) TEMPLATE_TEST_CASE(name, tags, Z3Backend, CadicalBackend, PortfolioBackend, CryptoMiniSatBackend, SatPortfolioBackend)

TEST_CASE("result names", "[solver]") {
  CHECK(std::string(solver::result_name(Result::Sat)) == "sat");
  CHECK(std::string(solver::result_name(Result::Unsat)) == "unsat");
  CHECK(std::string(solver::result_name(Result::Unknown)) == "unknown");
  CHECK(solver::make_z3_solver()->name() == "z3");
  CHECK(solver::make_cadical_solver()->name() == "cadical");
  CHECK(solver::make_portfolio_solver()->name() == "portfolio");
  for (const std::string& name : solver::solver_names()) CHECK(solver::make_solver(name)->name() == name);
  CHECK(solver::make_solver("minisat") == nullptr);
}

BACKEND_TEST("x + 1 == 0 at width 8 is sat with x = 255", "[solver]") {
  TermManager tm;
  auto s = TestType::make();
  Term x = tm.mk_var(Sort::bv(8), "x");
  Term sum = tm.mk_add(x, tm.mk_bv(1, 8));
  s->add(tm.mk_eq(sum, tm.mk_bv(0, 8)));
  REQUIRE(s->check({}) == Result::Sat);
  CHECK(as64(s->value(x)) == 255);
  CHECK(as64(s->value(sum)) == 0);
}

BACKEND_TEST("x + 1 == 0 through a multiplication, so nothing is rewritten away", "[solver]") {
  TermManager tm;
  auto s = TestType::make();
  Term x = tm.mk_var(Sort::bv(8), "x");
  Term one = tm.mk_var(Sort::bv(8), "one");
  s->add(tm.mk_eq(one, tm.mk_bv(1, 8)));
  s->add(tm.mk_eq(tm.mk_add(tm.mk_mul(x, one), one), tm.mk_bv(0, 8)));
  REQUIRE(s->check({}) == Result::Sat);
  CHECK(as64(s->value(x)) == 255);
}

BACKEND_TEST("unsigned x < 0 is unsat", "[solver]") {
  TermManager tm;
  auto s = TestType::make();
  Term x = tm.mk_var(Sort::bv(32), "x");
  Term y = tm.mk_var(Sort::bv(32), "y");
  Term lt = tm.mk_ult(x, y);
  REQUIRE(lt->op == Op::Ult);  // on variables: not folded
  s->add(tm.mk_eq(y, tm.mk_bv(0, 32)));
  REQUIRE(s->check({}) == Result::Sat);  // y = 0 alone is fine
  CHECK(as64(s->value(y)) == 0);
  s->add(lt);
  CHECK(s->check({}) == Result::Unsat);
}

BACKEND_TEST("signed and unsigned comparisons are distinguished", "[solver]") {
  TermManager tm;
  auto s = TestType::make();
  Term x = tm.mk_var(Sort::bv(8), "x");
  Term y = tm.mk_var(Sort::bv(8), "y");
  s->add(tm.mk_eq(y, tm.mk_bv(0, 8)));
  // x < 0 signed: x is in 0x80..0xFF unsigned.
  s->add(tm.mk_slt(x, y));
  REQUIRE(s->check({}) == Result::Sat);
  CHECK(as64(s->value(x)) >= 0x80);
  Term h = tm.mk_var(Sort::bv(8), "h");
  s->add(tm.mk_eq(h, tm.mk_bv(0x80, 8)));
  CHECK(s->check({tm.mk_ult(x, h)}) == Result::Unsat);  // x <s 0 means x >=u 0x80
  CHECK(s->check({tm.mk_sle(h, x)}) == Result::Sat);    // 0x80 is the least signed value
  CHECK(s->check({tm.mk_slt(x, h)}) == Result::Unsat);
}

BACKEND_TEST("check with assumptions", "[solver]") {
  TermManager tm;
  auto s = TestType::make();
  Term x = tm.mk_var(Sort::bv(16), "x");
  Term ten = tm.mk_var(Sort::bv(16), "ten");
  s->add(tm.mk_eq(ten, tm.mk_bv(10, 16)));
  s->add(tm.mk_ult(x, ten));  // permanent: x < 10

  Term is5 = tm.mk_eq(x, tm.mk_bv(5, 16));
  Term is20 = tm.mk_eq(x, tm.mk_bv(20, 16));
  Term is12 = tm.mk_eq(x, tm.mk_bv(12, 16));

  REQUIRE(s->check({is5}) == Result::Sat);
  CHECK(as64(s->value(x)) == 5);
  CHECK(s->value(is5) == 1);

  CHECK(s->check({is20}) == Result::Unsat);  // contradicts the permanent constraint
  CHECK(s->check({is5, tm.mk_not(is5)}) == Result::Unsat);

  // The assumption of the unsat call is gone; the permanent constraint stays.
  REQUIRE(s->check({}) == Result::Sat);
  CHECK(as64(s->value(x)) < 10);
  CHECK(s->check({is12}) == Result::Unsat);

  // Boolean variables as assumption literals (activation literals).
  Term p = tm.mk_var(Sort::boolean(), "p");
  s->add(tm.mk_implies(p, tm.mk_eq(x, tm.mk_bv(3, 16))));
  REQUIRE(s->check({p}) == Result::Sat);
  CHECK(as64(s->value(x)) == 3);
  CHECK(s->value(p) == 1);
  CHECK(s->check({p, tm.mk_eq(x, tm.mk_bv(4, 16))}) == Result::Unsat);
  REQUIRE(s->check({tm.mk_not(p), tm.mk_eq(x, tm.mk_bv(4, 16))}) == Result::Sat);
  CHECK(as64(s->value(x)) == 4);
  CHECK(s->value(p) == 0);
}

BACKEND_TEST("arrays: store then select at a symbolically equal index", "[solver][arrays]") {
  TermManager tm;
  Term mem = tm.mk_var(Sort::array(), "mem");
  Term i = tm.mk_var(Sort::bv(64), "i");
  Term j = tm.mk_var(Sort::bv(64), "j");
  Term v = tm.mk_var(Sort::bv(8), "v");
  Term read = tm.mk_select(tm.mk_store(mem, i, v), j);
  // i and j undecided: the solver must do the read-over-write.
  REQUIRE_FALSE(read->is_const());
  REQUIRE(read != v);
  REQUIRE(read != tm.mk_select(mem, j));

  SECTION("i == j forces the stored value") {
    auto s = TestType::make();
    s->add(tm.mk_eq(i, j));
    s->add(tm.mk_eq(v, tm.mk_bv(0xAB, 8)));
    REQUIRE(s->check({}) == Result::Sat);
    CHECK(as64(s->value(read)) == 0xAB);
    CHECK(s->check({tm.mk_not(tm.mk_eq(read, v))}) == Result::Unsat);
  }
  SECTION("i != j reads the old memory") {
    auto s = TestType::make();
    s->add(tm.mk_not(tm.mk_eq(i, j)));
    s->add(tm.mk_eq(tm.mk_select(mem, j), tm.mk_bv(0x11, 8)));
    s->add(tm.mk_eq(v, tm.mk_bv(0x22, 8)));
    REQUIRE(s->check({}) == Result::Sat);
    CHECK(as64(s->value(read)) == 0x11);
    CHECK(as64(s->value(tm.mk_select(tm.mk_store(mem, i, v), i))) == 0x22);
  }
  SECTION("const arrays and stores at 64-bit indices") {
    auto s = TestType::make();
    Term zeros = tm.mk_const_array(tm.mk_bv(0, 8));
    Term k = tm.mk_var(Sort::bv(64), "k");
    Term high = tm.mk_var(Sort::bv(64), "high");
    s->add(tm.mk_eq(high, tm.mk_bv(0xFFFFFFFF00000000ull, 64)));
    Term m = tm.mk_store(zeros, high, tm.mk_bv(7, 8));
    s->add(tm.mk_eq(tm.mk_select(m, k), tm.mk_bv(7, 8)));
    REQUIRE(s->check({}) == Result::Sat);
    CHECK(as64(s->value(k)) == 0xFFFFFFFF00000000ull);
  }
}

BACKEND_TEST("arrays: reads of a base array agree at equal indices, constant or not", "[solver][arrays]") {
  // The bit-blaster compares a read at a constant index only with the first
  // read at that constant and with reads at non-constant indices (the
  // encoder's cells read small objects at every constant offset).
  TermManager tm;
  auto s = TestType::make();
  Term a = tm.mk_var(Sort::array(), "a");
  Term i = tm.mk_var(Sort::bv(64), "i");
  Term j = tm.mk_var(Sort::bv(64), "j");
  Term before = tm.mk_select(a, i);  // non-constant read first
  s->add(tm.mk_eq(tm.mk_bv(0, 8), tm.mk_bv(0, 8)));
  REQUIRE(s->check({tm.mk_eq(before, tm.mk_bv(9, 8))}) == Result::Sat);
  Term c5 = tm.mk_select(a, tm.mk_bv(5, 64));
  Term c6 = tm.mk_select(a, tm.mk_bv(6, 64));
  s->add(tm.mk_eq(c5, tm.mk_bv(1, 8)));
  s->add(tm.mk_eq(c6, tm.mk_bv(2, 8)));
  REQUIRE(s->check({}) == Result::Sat);
  CHECK(s->check({tm.mk_eq(i, tm.mk_bv(5, 64)), tm.mk_not(tm.mk_eq(before, tm.mk_bv(1, 8)))}) == Result::Unsat);
  CHECK(s->check({tm.mk_eq(i, tm.mk_bv(6, 64)), tm.mk_eq(before, tm.mk_bv(2, 8))}) == Result::Sat);
  Term after = tm.mk_select(a, j);  // non-constant read after the constant ones
  CHECK(s->check({tm.mk_eq(j, tm.mk_bv(6, 64)), tm.mk_not(tm.mk_eq(after, tm.mk_bv(2, 8)))}) == Result::Unsat);
  CHECK(s->check({tm.mk_eq(i, j), tm.mk_not(tm.mk_eq(after, before))}) == Result::Unsat);
  CHECK(s->check({tm.mk_eq(after, tm.mk_bv(3, 8)), tm.mk_or(tm.mk_eq(j, tm.mk_bv(5, 64)), tm.mk_eq(j, tm.mk_bv(6, 64)))}) ==
        Result::Unsat);
  CHECK(s->check({tm.mk_eq(after, tm.mk_bv(3, 8))}) == Result::Sat);
}

TEST_CASE("arrays: equality with a store reaches the solver", "[solver][z3][arrays]") {
  // Reads are resolved by the term manager; an array equation is how a store
  // itself reaches the backend.
  TermManager tm;
  auto s = solver::make_z3_solver();
  Term m1 = tm.mk_var(Sort::array(), "m1");
  Term m2 = tm.mk_var(Sort::array(), "m2");
  Term i = tm.mk_var(Sort::bv(64), "i");
  Term j = tm.mk_var(Sort::bv(64), "j");
  s->add(tm.mk_eq(m2, tm.mk_store(m1, i, tm.mk_bv(0x5A, 8))));
  s->add(tm.mk_eq(tm.mk_select(m1, i), tm.mk_bv(0x01, 8)));
  REQUIRE(s->check({}) == Result::Sat);
  CHECK(as64(s->value(tm.mk_select(m2, i))) == 0x5A);
  CHECK(s->check({tm.mk_not(tm.mk_eq(tm.mk_select(m2, i), tm.mk_bv(0x5A, 8)))}) == Result::Unsat);
  // Elsewhere m2 is m1.
  CHECK(s->check({tm.mk_not(tm.mk_eq(i, j)), tm.mk_not(tm.mk_eq(tm.mk_select(m2, j), tm.mk_select(m1, j)))}) ==
        Result::Unsat);
  // And a const array equation.
  Term m3 = tm.mk_var(Sort::array(), "m3");
  s->add(tm.mk_eq(m3, tm.mk_const_array(tm.mk_bv(0xEE, 8))));
  REQUIRE(s->check({}) == Result::Sat);
  CHECK(as64(s->value(tm.mk_select(m3, j))) == 0xEE);
}

TEST_CASE("arrays: the CaDiCaL backend answers Unknown to array equations, naming them", "[solver][cadical][arrays]") {
  // The encoder never equates arrays (the term manager eliminates every
  // read over a write); if a formula ever does, the answer must be a
  // clear Unknown, never a wrong verdict.
  TermManager tm;
  auto s = solver::make_cadical_solver();
  Term m1 = tm.mk_var(Sort::array(), "m1");
  Term m2 = tm.mk_var(Sort::array(), "m2");
  s->add(tm.mk_eq(m2, tm.mk_store(m1, tm.mk_var(Sort::bv(64), "i"), tm.mk_bv(0x5A, 8))));
  CHECK(s->check({}) == Result::Unknown);
  CHECK(s->reason_unknown().find("unsupported") != std::string::npos);
}

BACKEND_TEST("value of boolean and wide terms", "[solver]") {
  TermManager tm;
  auto s = TestType::make();
  Term p = tm.mk_var(Sort::boolean(), "p");
  Term q = tm.mk_var(Sort::boolean(), "q");
  Term x = tm.mk_var(Sort::bv(128), "x");
  const u128 big = (u128(0xFEDCBA9876543210ull) << 64) | 0x0123456789ABCDEFull;
  s->add(p);
  s->add(tm.mk_not(q));
  s->add(tm.mk_eq(x, tm.mk_bv(big, 128)));
  REQUIRE(s->check({}) == Result::Sat);
  CHECK(s->value(p) == 1);
  CHECK(s->value(q) == 0);
  CHECK(s->value(tm.mk_not(p)) == 0);
  CHECK(s->value(tm.mk_or(p, q)) == 1);
  CHECK(s->value(tm.mk_and(p, q)) == 0);
  CHECK(s->value(tm.mk_xor(p, q)) == 1);
  Term p2 = tm.mk_var(Sort::boolean(), "p2");
  s->add(p2);
  REQUIRE(s->check({}) == Result::Sat);
  CHECK(s->value(tm.mk_xor(p, p2)) == 0);  // both true
  CHECK(s->value(tm.mk_eq(p, p2)) == 1);
  CHECK(s->value(tm.mk_eq(p, q)) == 0);
  CHECK(s->value(x) == big);  // above 2^64: the numeral is read in full
  CHECK(s->value(tm.mk_extract(x, 127, 64)) == 0xFEDCBA9876543210ull);
}

BACKEND_TEST("terminate() before check gives Unknown, interrupted", "[solver][terminate]") {
  TermManager tm;
  auto s = TestType::make();
  Term x = tm.mk_var(Sort::bv(8), "x");
  s->add(tm.mk_eq(x, tm.mk_bv(1, 8)));
  s->terminate();
  CHECK(s->check({}) == Result::Unknown);
  CHECK(s->reason_unknown() == "interrupted");
}

BACKEND_TEST("terminate() before a hard check makes it return at once", "[solver][terminate]") {
  const u128 N = (u128(0x0a2f0997a342ae1dull) << 64) | 0x1de9f2cc589e945dull;
  TermManager tm;
  auto s = TestType::make();
  Term x = tm.mk_var(Sort::bv(64), "x");
  Term y = tm.mk_var(Sort::bv(64), "y");
  Term one = tm.mk_var(Sort::bv(64), "one");
  s->add(tm.mk_eq(one, tm.mk_bv(1, 64)));
  s->add(tm.mk_ult(one, x));
  s->add(tm.mk_ult(one, y));
  s->add(tm.mk_eq(tm.mk_mul(tm.mk_zext(x, 128), tm.mk_zext(y, 128)), tm.mk_bv(N, 128)));
  s->terminate();
  // Watchdog: a check that starts solving anyway would run for a very long time.
  std::mutex mutex;
  std::condition_variable cv;
  bool done = false;
  std::thread watchdog([&] {
    std::unique_lock<std::mutex> lock(mutex);
    if (!cv.wait_for(lock, std::chrono::seconds(5), [&] { return done; })) s->terminate();
  });
  const auto start = std::chrono::steady_clock::now();
  const Result r = s->check({});
  const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  {
    std::lock_guard<std::mutex> lock(mutex);
    done = true;
  }
  cv.notify_all();
  watchdog.join();
  CHECK(r == Result::Unknown);
  CHECK(s->reason_unknown() == "interrupted");
  CHECK(seconds < 1.0);
}

BACKEND_TEST("terminate() from another thread stops a hard check", "[solver][terminate]") {
  // Factor a 124-bit semiprime (two 62-bit primes) into two 64-bit factors > 1,
  // multiplied at 128 bits so no overflow shortcut exists. Far beyond what Z3
  // solves in the time this test waits.
  const u128 N = (u128(0x0a2f0997a342ae1dull) << 64) | 0x1de9f2cc589e945dull;
  TermManager tm;
  auto s = TestType::make();
  Term x = tm.mk_var(Sort::bv(64), "x");
  Term y = tm.mk_var(Sort::bv(64), "y");
  Term one = tm.mk_var(Sort::bv(64), "one");
  s->add(tm.mk_eq(one, tm.mk_bv(1, 64)));
  s->add(tm.mk_ult(one, x));
  s->add(tm.mk_ult(one, y));
  s->add(tm.mk_eq(tm.mk_mul(tm.mk_zext(x, 128), tm.mk_zext(y, 128)), tm.mk_bv(N, 128)));

  using Clock = std::chrono::steady_clock;
  std::mutex mutex;
  std::condition_variable cv;
  bool check_returned = false;
  Clock::time_point terminate_time{};
  bool terminate_called = false;

  std::thread killer([&] {
    std::this_thread::sleep_for(std::chrono::milliseconds(500));
    {
      std::lock_guard<std::mutex> lock(mutex);
      if (check_returned) return;
      terminate_time = Clock::now();
      terminate_called = true;
    }
    s->terminate();
    // Watchdog: a check that ignores terminate() would hang the test run.
    std::unique_lock<std::mutex> lock(mutex);
    if (!cv.wait_for(lock, std::chrono::seconds(30), [&] { return check_returned; })) {
      std::fprintf(stderr, "FATAL: check() did not return within 30 s of terminate()\n");
      std::_Exit(3);
    }
  });

  const Result r = s->check({});
  const auto returned_at = Clock::now();
  {
    std::lock_guard<std::mutex> lock(mutex);
    check_returned = true;
  }
  cv.notify_all();
  killer.join();

  REQUIRE(terminate_called);  // otherwise the query was not hard enough to test anything
  CHECK(r == Result::Unknown);
  CHECK(s->reason_unknown() == "interrupted");
  const double latency = std::chrono::duration<double>(returned_at - terminate_time).count();
  INFO("check returned " << latency << " s after terminate()");
  CHECK(latency < 1.0);
}

// terminate() must not be lost when it arrives while check() is still
// translating and asserting its constraints and assumptions, i.e. after
// check() has tested the flag but before Z3 is solving (Z3 4.8's
// Z3_interrupt only reaches a call already in progress).
BACKEND_TEST("terminate() during the translation of assumptions stops the check", "[solver][terminate][race]") {
  using Clock = std::chrono::steady_clock;
  const u128 N = (u128(0x0a2f0997a342ae1dull) << 64) | 0x1de9f2cc589e945dull;
  TermManager tm;
  // Many fresh assumption literals: translating them takes a while.
  std::vector<Term> assumptions;
  for (int i = 0; i < 50000; ++i) assumptions.push_back(tm.mk_var(Sort::boolean(), "a"));
  // Calibrate: how long does a trivial check with that many (fresh) assumptions take?
  double easy_seconds;
  {
    TermManager tm2;
    std::vector<Term> fresh;
    for (int i = 0; i < 50000; ++i) fresh.push_back(tm2.mk_var(Sort::boolean(), "a"));
    auto easy = TestType::make();
    const auto t0 = Clock::now();
    REQUIRE(easy->check(fresh) == Result::Sat);
    easy_seconds = std::chrono::duration<double>(Clock::now() - t0).count();
  }

  auto s = TestType::make();
  Term x = tm.mk_var(Sort::bv(64), "x");
  Term y = tm.mk_var(Sort::bv(64), "y");
  Term one = tm.mk_var(Sort::bv(64), "one");
  s->add(tm.mk_eq(one, tm.mk_bv(1, 64)));
  s->add(tm.mk_ult(one, x));
  s->add(tm.mk_ult(one, y));
  s->add(tm.mk_eq(tm.mk_mul(tm.mk_zext(x, 128), tm.mk_zext(y, 128)), tm.mk_bv(N, 128)));

  std::mutex mutex;
  std::condition_variable cv;
  bool check_returned = false, rescued = false;
  Clock::time_point terminate_time{};
  const auto delay = std::chrono::duration<double>(easy_seconds / 20);
  std::thread killer([&] {
    std::this_thread::sleep_for(delay);  // well inside the translation of the assumptions
    terminate_time = Clock::now();
    s->terminate();
    std::unique_lock<std::mutex> lock(mutex);
    // A correct solver returns shortly after the translation; rescue a lost
    // interrupt with a second terminate() so the test run does not hang.
    if (!cv.wait_for(lock, std::chrono::seconds(4) + delay * 20, [&] { return check_returned; })) {
      rescued = true;
      s->terminate();
      if (!cv.wait_for(lock, std::chrono::seconds(30), [&] { return check_returned; })) std::_Exit(3);
    }
  });
  const auto start = Clock::now();
  const Result r = s->check(assumptions);
  const auto returned_at = Clock::now();
  {
    std::lock_guard<std::mutex> lock(mutex);
    check_returned = true;
  }
  cv.notify_all();
  killer.join();

  INFO("trivial check with the same number of assumptions: " << easy_seconds << " s; terminate() after "
                                                              << std::chrono::duration<double>(terminate_time - start).count()
                                                              << " s; check returned "
                                                              << std::chrono::duration<double>(returned_at - terminate_time).count()
                                                              << " s after terminate()");
  CHECK(r == Result::Unknown);
  CHECK(s->reason_unknown() == "interrupted");
  CHECK_FALSE(rescued);  // true: the first terminate() was lost, only the second one stopped Z3
  CHECK(std::chrono::duration<double>(returned_at - terminate_time).count() < easy_seconds + 2.0);
}

TEST_CASE("cadical: a conflict limit holds for the next check only", "[solver][cadical][limit]") {
  // Factor 65521 * 65519 (two 16-bit primes) into 32-bit factors > 1:
  // satisfiable, but not without a few hundred conflicts.
  const u128 N = u128(65521) * 65519;
  TermManager tm;
  auto s = solver::make_cadical_solver();
  Term x = tm.mk_var(Sort::bv(32), "x");
  Term y = tm.mk_var(Sort::bv(32), "y");
  s->add(tm.mk_ult(tm.mk_bv(1, 32), x));
  s->add(tm.mk_ult(tm.mk_bv(1, 32), y));
  s->add(tm.mk_eq(tm.mk_mul(tm.mk_zext(x, 64), tm.mk_zext(y, 64)), tm.mk_bv(N, 64)));
  s->limit_next_check(1);
  CHECK(s->check({}) == Result::Unknown);
  REQUIRE(s->check({}) == Result::Sat);  // no limit any more
  CHECK(s->value(x) * s->value(y) == N);
}
