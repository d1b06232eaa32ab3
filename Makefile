# The two entry points of the README: `make demo` and `make test`.
# Both install missing Debian packages, configure and build (-j2) first.
BUILD ?= build
JOBS ?= 2
# A unity build (16 sources compiled as one) parses the LLVM, CLI11 and JSON
# headers once per batch instead of once per file: about a third of the CPU
# time of a full build. Files must then not repeat a helper's name in an
# anonymous namespace (a second definition is a compile error here).
CMAKE_FLAGS ?= -DCMAKE_BUILD_TYPE=Release -DCMAKE_UNITY_BUILD=ON -DCMAKE_UNITY_BUILD_BATCH_SIZE=16

.PHONY: all deps configure build demo test test-long package install test-sanitize test-tsan fuzz-malformed fuzz-frontend clean

all: build

deps:
	@bash scripts/install-deps.sh

configure: deps
	@test -f $(BUILD)/build.ninja || cmake -S . -B $(BUILD) -G Ninja $(CMAKE_FLAGS)

build: configure
	cmake --build $(BUILD) -j$(JOBS)

# The demo program has a bug: swarmbmc exits 10 (FAILED), which is the expected outcome.
demo: build
	@./$(BUILD)/swarmbmc examples/stack.c --depth 70; rc=$$?; \
	  if [ $$rc -eq 10 ]; then echo "(demo: exit 10 = counterexample found, as expected)"; else exit 1; fi

# The README's test command: everything but the label `long` (the full
# regression-corpus sweeps, the Z3 twins of seven eighths of the regression
# cases, the full-count unit differentials), which `make test-long` runs.
test: build
	ctest --test-dir $(BUILD) -j$(JOBS) -LE long --output-on-failure

test-long: build
	ctest --test-dir $(BUILD) -j$(JOBS) -L long --output-on-failure

# Debian package(s) in $(BUILD)/: swarmbmc_<version>_amd64.deb (and
# swarmbmc-mpi_<version>_amd64.deb when MPI was found). Install with
#   sudo apt-get install ./$(BUILD)/swarmbmc_*.deb
package: build
	cd $(BUILD) && cpack -G DEB
	@ls -1 $(BUILD)/*.deb

# Installs under PREFIX (default /usr/local); the tree can be moved afterwards.
PREFIX ?= /usr/local
install: build
	cmake --install $(BUILD) --prefix $(PREFIX) --strip

# Unit tests under AddressSanitizer + UndefinedBehaviorSanitizer (separate build tree).
# Not in CI: on a 2-core machine the instrumented build alone takes about 20 min,
# and unit/solver's 10,000-query differential test exceeds its CTest timeout
# under ASan, so here it runs 1,000 queries.
# A quick subset once built:
#   ctest --test-dir build-sanitize -R '^unit/(frontend|logsrt|encoder|swarm|terms)$'
# Malformed inputs under ASan: tests/fuzz/malformed/README.md.
test-sanitize: deps
	@test -f build-sanitize/build.ninja || cmake -S . -B build-sanitize -G Ninja \
	  -DCMAKE_BUILD_TYPE=RelWithDebInfo -DSWARMBMC_SANITIZE=ON
	cmake --build build-sanitize -j$(JOBS) --target unit_terms unit_solver unit_frontend unit_encoder unit_logsrt unit_swarm unit_cli unit_report
	ASAN_OPTIONS=detect_leaks=0 UBSAN_OPTIONS=halt_on_error=1:print_stacktrace=1 SWARMBMC_DIFF_COUNT=1000 \
	  ctest --test-dir build-sanitize -R '^unit/' -j$(JOBS) --output-on-failure

# Swarm runner under ThreadSanitizer (separate tree): the swarm unit tests, then
# end-to-end swarm runs (--swarm 8 --jobs 2 appended, or the case's own swarm
# options) of regression cases; any TSan report fails (exit 66). Only our code
# is instrumented (not libLLVM, Z3, CaDiCaL, oneTBB): see tests/tsan.supp.
# Known: unit/swarm reports races inside oneTBB's header code
# (start_for::finalize vs the next start_for's construction, affinity_slot vs
# memset) since the cancellation tests run two 2-job swarms back to back: task
# memory reused through libtbb's uninstrumented pools. Not yet suppressed: a
# suppression broad enough for them would also hide races in our worker code.
# The TBB join is made visible to TSan in swarm/Runner.cpp
# (workers take the timing mutex last); tests/tsan.supp covers what remains
# inside oneTBB's own task completion.
TSAN_CASES ?= stack_small_fail stack_small_pass swarm_eight_fail swarm_printf_fail \
  swarm_stats_json swarm_jobs1_deterministic recursion_fib_fail off_by_one_fail \
  ll_input_fail malformed_bc_reader_crash_error
TSAN_ENV = TSAN_OPTIONS="suppressions=$(CURDIR)/tests/tsan.supp halt_on_error=1 second_deadlock_stack=1"
test-tsan: deps
	@test -f build-tsan/build.ninja || cmake -S . -B build-tsan -G Ninja \
	  -DCMAKE_BUILD_TYPE=RelWithDebInfo -DSWARMBMC_TSAN=ON
	cmake --build build-tsan -j$(JOBS) --target unit_swarm unit_cli swarmbmc
	$(TSAN_ENV) ctest --test-dir build-tsan -R '^unit/swarm$$' --output-on-failure
	@failed=0; for c in $(TSAN_CASES); do \
	  if $(TSAN_ENV) SWARMBMC_TEST_TIMEOUT=300 python3 tests/regression/run_case.py \
	      --extra-args "--swarm 8 --jobs 2" build-tsan/swarmbmc tests/regression/$$c > build-tsan/tsan_$$c.log 2>&1; \
	  then echo "tsan: $$c ok"; \
	  else failed=1; echo "tsan: $$c FAILED (build-tsan/tsan_$$c.log):"; \
	    grep -E '^SUMMARY: ThreadSanitizer|FAIL:' build-tsan/tsan_$$c.log | sort | uniq -c; fi; \
	done; exit $$failed

# Malformed-input fuzzing, long run (the short sample is part of `make test`).
FUZZ_COUNT ?= 1000
FUZZ_SEED ?= 1
fuzz-malformed: build
	python3 tests/fuzz/malformed/fuzz_malformed.py $(BUILD)/swarmbmc --count $(FUZZ_COUNT) \
	  --seed $(FUZZ_SEED) --jobs $(JOBS) --out-dir $(BUILD)/fuzz-malformed --json $(BUILD)/fuzz-malformed/summary.json

# libFuzzer over the frontend, for FUZZ_SECONDS (separate clang-19 tree).
FUZZ_SECONDS ?= 300
LIBFUZZER_BUILD = build-libfuzzer
fuzz-frontend: deps
	@test -f $(LIBFUZZER_BUILD)/build.ninja || cmake -S . -B $(LIBFUZZER_BUILD) -G Ninja \
	  -DCMAKE_BUILD_TYPE=RelWithDebInfo -DCMAKE_C_COMPILER=clang-19 -DCMAKE_CXX_COMPILER=clang++-19 \
	  -DSWARMBMC_LIBFUZZER=ON
	cmake --build $(LIBFUZZER_BUILD) -j$(JOBS) --target frontend_fuzzer
	python3 tests/fuzz/libfuzzer/make_corpus.py $(LIBFUZZER_BUILD)/fuzz-seeds
	mkdir -p $(LIBFUZZER_BUILD)/fuzz-corpus $(LIBFUZZER_BUILD)/fuzz-artifacts
	ASAN_OPTIONS=detect_leaks=1 UBSAN_OPTIONS=halt_on_error=1:print_stacktrace=1 \
	  LSAN_OPTIONS=suppressions=$(CURDIR)/tests/fuzz/malformed/lsan.supp:print_suppressions=0 \
	  ./$(LIBFUZZER_BUILD)/frontend_fuzzer -max_total_time=$(FUZZ_SECONDS) -timeout=20 \
	  -rss_limit_mb=4096 -print_final_stats=1 -dict=tests/fuzz/libfuzzer/llvm_ir.dict \
	  -artifact_prefix=$(LIBFUZZER_BUILD)/fuzz-artifacts/ \
	  $(LIBFUZZER_BUILD)/fuzz-corpus $(LIBFUZZER_BUILD)/fuzz-seeds

clean:
	rm -rf $(BUILD)
