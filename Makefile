# The two entry points of the README: `make demo` and `make test`.
# Both install missing Debian packages, configure and build (-j2) first.
BUILD ?= build
JOBS ?= 2
CMAKE_FLAGS ?= -DCMAKE_BUILD_TYPE=Release

.PHONY: all deps configure build demo test test-sanitize clean

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

test: build
	ctest --test-dir $(BUILD) -j$(JOBS) --output-on-failure

# Unit tests under AddressSanitizer + UndefinedBehaviorSanitizer (separate build tree).
test-sanitize: deps
	@test -f build-sanitize/build.ninja || cmake -S . -B build-sanitize -G Ninja \
	  -DCMAKE_BUILD_TYPE=RelWithDebInfo -DSWARMBMC_SANITIZE=ON
	cmake --build build-sanitize -j$(JOBS) --target unit_terms unit_solver unit_frontend unit_encoder unit_logsrt unit_swarm
	ASAN_OPTIONS=detect_leaks=0 UBSAN_OPTIONS=halt_on_error=1:print_stacktrace=1 \
	  ctest --test-dir build-sanitize -R '^unit/' -j$(JOBS) --output-on-failure

clean:
	rm -rf $(BUILD)
