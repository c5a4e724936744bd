# zero: the two commands a new user runs are `make demo` and `make check`.
# Each target installs what is missing (Debian packages), configures, builds.

LLVM_DIR  ?= /usr/lib/llvm-22
BUILD     ?= build
CMAKE_BUILD_TYPE ?= Release
JOBS      ?= $(shell nproc)

# Everything a fresh Debian 12 machine needs beyond git, make, cmake and g++.
# Runtime: Open MPI (mpi.h, mpirun) and OpenBLAS (cblas.h; the pthread
# build also makes python3-torch use OpenBLAS for the benchmark).
DEBS := cmake g++ ninja-build python3 \
        mlir-22-tools libmlir-22-dev llvm-22-dev llvm-22-tools \
        libgtest-dev python3-torch python3-venv \
        libopenmpi-dev openmpi-bin libopenblas-dev libopenblas0-pthread \
        libomp-22-dev libjemalloc-dev

# The sanitizer and fuzzing builds (make check-sanitizers, make fuzz) compile
# with clang and link its ASan/UBSan/libFuzzer runtimes.
CLANG_DEBS := clang-22 libclang-rt-22-dev

SUDO := $(shell [ "$$(id -u)" = 0 ] || echo sudo)
LIT  := $(LLVM_DIR)/bin/lit

.PHONY: all deps deps-clang configure build check safetensors-env check-sanitizers fuzz demo demo-fits bench docs clean import-env import-test-inputs check-import

all: build

# Install only what is missing; `apt-get update` only when something is.
define install_missing
	@missing=""; for p in $(1); do \
	  dpkg-query -W -f='$${Status}\n' $$p 2>/dev/null | grep -q "install ok installed" || missing="$$missing $$p"; \
	done; \
	if [ -n "$$missing" ]; then \
	  echo "zero: installing$$missing"; \
	  $(SUDO) apt-get update -q && \
	  DEBIAN_FRONTEND=noninteractive $(SUDO) apt-get install -y -q --no-install-recommends $$missing; \
	fi
endef

deps:
	$(call install_missing,$(DEBS))

deps-clang: deps
	$(call install_missing,$(CLANG_DEBS))

$(BUILD)/build.ninja: | deps
	cmake -G Ninja -S . -B $(BUILD) -DCMAKE_BUILD_TYPE=$(CMAKE_BUILD_TYPE) \
	  -DMLIR_DIR=$(LLVM_DIR)/lib/cmake/mlir -DCMAKE_CXX_COMPILER=g++ -DCMAKE_C_COMPILER=gcc

configure: deps $(BUILD)/build.ninja

build: configure
	ninja -C $(BUILD) -j $(JOBS)

# Every test: lit regression tests, GoogleTest unit tests (run through lit) and
# end-to-end tests. The last line is the summary CI reads.
check: build safetensors-env
	ninja -C $(BUILD) -j $(JOBS) zero-test-depends
	@$(LIT) -sv $(BUILD)/test --xunit-xml-output $(BUILD)/test-results.xml; rc=$$?; \
	python3 test/lib/summarize.py $(BUILD)/test-results.xml; exit $$rc

# The `safetensors` package (PyPI; Debian 12 has none) over Debian's
# python3-torch, for the export test's `safetensors.torch.load_file`. Made once
# and kept until its requirements change. Without network the install fails,
# make check goes on and that test is UNSUPPORTED (lit's `safetensors`
# feature), never passed by another reader.
SAFETENSORS_VENV := build-venv/safetensors
SAFETENSORS_REQS := test/lib/python/requirements-safetensors.txt
$(SAFETENSORS_VENV)/.installed: $(SAFETENSORS_REQS)
	@/usr/bin/python3 -m venv --system-site-packages $(SAFETENSORS_VENV) && \
	$(SAFETENSORS_VENV)/bin/pip install -q --timeout 20 --retries 1 -r $(SAFETENSORS_REQS) && \
	touch $@ || echo "zero: could not install $(SAFETENSORS_REQS); safetensors-torch.test will be UNSUPPORTED"

safetensors-env: deps $(SAFETENSORS_VENV)/.installed

# zero's code built with ASan and UBSan (clang-22): the whole suite runs in
# $(SANITIZER_BUILD); the fuzz targets need libFuzzer's coverage on top, in a
# build of their own ($(FUZZ_BUILD)), so CI's sanitizer build does not pay
# for instrumentation only the fuzzers use.
SANITIZER_BUILD ?= build-asan
FUZZ_BUILD ?= build-fuzz
SANITIZER_CMAKE = -G Ninja -S . -DCMAKE_BUILD_TYPE=$(CMAKE_BUILD_TYPE) \
	  -DMLIR_DIR=$(LLVM_DIR)/lib/cmake/mlir -DCMAKE_CXX_COMPILER=clang++-22 \
	  -DCMAKE_C_COMPILER=clang-22 "-DLLVM_USE_SANITIZER=Address;Undefined"
$(SANITIZER_BUILD)/build.ninja: | deps-clang
	cmake $(SANITIZER_CMAKE) -B $(SANITIZER_BUILD)
$(FUZZ_BUILD)/build.ninja: | deps-clang
	cmake $(SANITIZER_CMAKE) -B $(FUZZ_BUILD) -DLLVM_USE_SANITIZE_COVERAGE=ON

# The whole suite under the sanitizers; CI runs it after `make check`.
check-sanitizers: deps-clang $(SANITIZER_BUILD)/build.ninja
	ninja -C $(SANITIZER_BUILD) -j $(JOBS) zero-test-depends
	@$(LIT) -sv $(SANITIZER_BUILD)/test --xunit-xml-output $(SANITIZER_BUILD)/test-results.xml; rc=$$?; \
	python3 test/lib/summarize.py $(SANITIZER_BUILD)/test-results.xml check-sanitizers; exit $$rc

# Every libFuzzer target (fuzz/) for FUZZ_SECONDS each; fails on a crash in
# zero's code. The full run is FUZZ_SECONDS=3600 (docs/Reliability.md);
# FUZZ_PARALLEL=1 runs the targets side by side, one core each.
FUZZ_SECONDS ?= 60
FUZZ_PARALLEL ?= 0
fuzz: build deps-clang $(FUZZ_BUILD)/build.ninja
	ninja -C $(FUZZ_BUILD) -j $(JOBS) zero-fuzzers
	FUZZ_PARALLEL=$(FUZZ_PARALLEL) bash utils/fuzz/run.sh $(FUZZ_BUILD) $(FUZZ_SECONDS) $(BUILD)/bin/zero-trace

demo: build
	@bash utils/demo.sh $(BUILD)

# ZeRO trains what does not fit: 4 ranks under a --memory-limit that stage 0
# exceeds 3x; stage 3 trains within it, checkpoints, resumes, exports.
demo-fits: build
	@bash utils/demo-fits.sh $(BUILD)

# Measurements, never part of `make check`: ZeRO paper Table I from the memory
# report, pass compile time on 10x/100x larger steps, zero-trace build times,
# zero-run's GPT step against PyTorch eager, the PyTorch DDP/ZeRO-1 matrix.
# The scripts live in utils/bench (utils/bench/mlp_vs_torch.sh, not run
# here, does for the MLP step what gpt_vs_torch.py does for the GPT;
# gpt_vs_torch.py installs the newest PyTorch into build-venv/torch-latest once).
bench: build
	python3 utils/bench/zero-table1.py $(BUILD)/bin/zero-opt
	python3 utils/bench/pass-scaling.py --zero-opt $(BUILD)/bin/zero-opt
	python3 utils/bench/compile_time.py $(BUILD)
	bash utils/bench/trace-build-time.sh $(BUILD)/bin/zero-trace
	python3 utils/bench/gpt_vs_torch.py $(BUILD)
	WORLDS=1 THREADS="1 2" PRECISIONS="fp32 bf16" python3 utils/bench/gpt_vs_torch.py $(BUILD)
	CONFIGS=S REPEAT=1 WARMUP=1 STEPS=3 python3 utils/bench/gpt_vs_torch.py $(BUILD)
	bash utils/bench/threads.sh $(BUILD)
	bash utils/bench/torch_baseline.sh $(BUILD)/bench
	OMPI_ALLOW_RUN_AS_ROOT=1 OMPI_ALLOW_RUN_AS_ROOT_CONFIRM=1 python3 utils/bench/cost_model.py $(BUILD)
	OMPI_ALLOW_RUN_AS_ROOT=1 OMPI_ALLOW_RUN_AS_ROOT_CONFIRM=1 python3 utils/bench/overlap.py $(BUILD)
	bash utils/bench/overlap_sweep.sh $(BUILD)
	OMPI_ALLOW_RUN_AS_ROOT=1 OMPI_ALLOW_RUN_AS_ROOT_CONFIRM=1 python3 utils/bench/offload.py $(BUILD)
	python3 utils/bench/hierarchical.py $(BUILD)
	COMM_RATIO=2 python3 utils/bench/hierarchical.py $(BUILD)
	python3 utils/bench/quantized_loss.py $(BUILD)
	python3 utils/bench/cluster_predictions.py $(BUILD)

# zero-import-torch's environment: a virtual environment with the pinned
# torch and torch-mlir (tools/zero-import-torch/requirements.txt; about 3 GB,
# downloaded once, kept until the requirements change). `make check` does
# not need it: it runs the committed importer outputs of test/Import.
IMPORT_VENV := build-venv/torch-import
$(IMPORT_VENV)/.installed: tools/zero-import-torch/requirements.txt
	python3 -m venv $(IMPORT_VENV)
	$(IMPORT_VENV)/bin/pip install -q -r tools/zero-import-torch/requirements.txt
	touch $@

import-env: $(IMPORT_VENV)/.installed

# Rewrites test/Import/Inputs/{gpt,mlp} and the committed zoo members
# (test/Import/zoo/Inputs/committed) with the current importer.
import-test-inputs: import-env
	sh utils/import-test-inputs.sh $(IMPORT_VENV)/bin/python test/Import/Inputs
	sh utils/import-zoo-inputs.sh $(IMPORT_VENV)/bin/python test/Import/zoo/Inputs/committed

# The importer's own tests (re-import: the committed outputs are current;
# its error messages), the imported models' end-to-end tests and the model
# zoo (test/Import/zoo: models written outside zero against PyTorch eager).
check-import: import-env build
	ninja -C $(BUILD) -j $(JOBS) zero-test-depends
	$(LIT) -sv $(BUILD)/test/Import

# Regenerates the dialect and pass references from ODS/TableGen into docs/.
docs: build
	ninja -C $(BUILD) ZeroDialectDocGen ZeroPassesDocGen ZeroCodegenPassesDocGen ZeroConversionPassesDocGen
	cp $(BUILD)/docs/Dialects/ZeroDialect.md docs/Dialects/ZeroDialect.md
	mkdir -p docs/Passes
	cp $(BUILD)/docs/Passes/ZeroPasses.md docs/Passes/ZeroPasses.md
	cp $(BUILD)/docs/Passes/ZeroCodegenPasses.md docs/Passes/ZeroCodegenPasses.md
	cp $(BUILD)/docs/Passes/ZeroConversionPasses.md docs/Passes/ZeroConversionPasses.md

clean:
	rm -rf $(BUILD) $(SANITIZER_BUILD) $(FUZZ_BUILD)
