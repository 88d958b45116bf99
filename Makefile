# wmma-asm: hand-written AMDGCN kernels for gfx1151, their loader and an RDNA3.5 emulator.
#
# Data flow: templates/*.s.j2 --gen/--> asm/*.s --llvm-mc-19--> .o --ld.lld-19--> build/<arch>/*.hsaco
#            loader/ (code-object parser, device interface, HIP + emulator backends, wmma_asm_run)
#
# Main targets: deps, gfx1151 (ARCH=...), check-asm, test, test-san, run, bench, tune, fuzz, python, install.

ARCH    ?= gfx1151
ARCHES  := gfx1100 gfx1101 gfx1102 gfx1150 gfx1151
PREFIX  ?= /usr/local
SAN     ?=

LLVM_MC := llvm-mc-19
LD_LLD  := ld.lld-19
CLANG   := clang-19
PYTHON  := $(shell tools/find-python.sh 2>/dev/null)

# Sanitizer builds live in their own tree so that both can coexist.
ifeq ($(SAN),1)
  OBJ      := build/san
  SANFLAGS := -fsanitize=address,undefined -fno-omit-frame-pointer -fno-sanitize-recover=undefined
  OPTFLAGS := -O1 -g
else
  OBJ      := build/obj
  SANFLAGS :=
  OPTFLAGS := -O2 -g
endif

CXX      ?= g++
CXXFLAGS ?=
# -fPIC: the library also links into the Python extension module (build/python).
# -ffp-contract=off: the emulator's arithmetic rounds each multiply and add where the ISA does
# (FMAs are explicit intrinsics); GCC's default would fuse a*b+c wherever FMA is enabled, e.g.
# with -march=native in the environment's CXXFLAGS. For the default flags it changes no
# instruction (the disassembly of every library object compared with and without it).
CXXFLAGS += -std=c++17 $(OPTFLAGS) -Wall -Wextra -pthread -fPIC -fno-semantic-interposition -ffp-contract=off $(SANFLAGS) -MMD -MP
CPPFLAGS += -I. -Iloader/include
LDFLAGS  += -pthread $(SANFLAGS)

# The HIP backend is compiled when the HIP headers are installed (libamdhip64-dev).
HIP_HEADER := $(wildcard /usr/include/hip/hip_runtime_api.h)
ifneq ($(HIP_HEADER),)
  CPPFLAGS += -DWMMA_ASM_HAVE_HIP=1 -D__HIP_PLATFORM_AMD__
  LDLIBS   += -lamdhip64
endif

LIB_SRCS  := $(sort $(wildcard loader/src/*.cpp) $(wildcard emu/*/*.cpp))
# The device descriptions, compiled in as the last fallback (tools/embed_devices.py).
DEVICES_SRC := build/gen/devices_builtin.cpp
LIB_OBJS  := $(LIB_SRCS:%.cpp=$(OBJ)/%.o) $(OBJ)/gen/devices_builtin.o
LIB       := $(OBJ)/libwmmaasm.a
RUN_BIN   := $(OBJ)/wmma_asm_run
TEST_SRCS := $(sort $(wildcard tests/*.cpp))
TEST_OBJS := $(TEST_SRCS:%.cpp=$(OBJ)/%.o)
TEST_BIN  := $(OBJ)/unit_tests

# ---------------------------------------------------------------- kernels
# asm/ holds the committed gfx1151 rendering (reviewed like source); the other gfx11 targets
# render the same templates into build/<arch>/asm.
ifeq ($(ARCH),gfx1151)
  ASM_DIR := asm
else
  ASM_DIR := build/$(ARCH)/asm
endif
KERNELS   := $(shell $(PYTHON) gen/catalog.py --names 2>/dev/null)
HSACO     := $(KERNELS:%=build/$(ARCH)/%.hsaco)
GEN_DEPS  := $(wildcard gen/*.py) $(shell find templates -name '*.j2' 2>/dev/null)

.SECONDARY:
.PHONY: all deps $(ARCHES) kernels asm check-asm lib tools test _test _test_python test-san run _run bench _bench tune _tune fuzz python _python install clean

all: $(ARCH) tools

deps:
	@bash tools/install-deps.sh

$(ARCHES):
	@$(MAKE) --no-print-directory kernels ARCH=$@

kernels: $(HSACO) build/$(ARCH)/catalog.txt $(if $(wildcard tune/$(ARCH).txt),build/$(ARCH)/selection.txt)

# One generator run renders the whole catalog; it rewrites only files whose text changed, so
# assembling stays incremental.
asm: $(ASM_DIR)/.stamp
$(ASM_DIR)/.stamp: $(GEN_DEPS)
	@test -n "$(PYTHON)" || { echo "no python3 with jinja2: run 'make deps'" >&2; exit 1; }
	$(PYTHON) gen/render.py --out $(ASM_DIR) --arch $(ARCH)
	@touch $@

$(ASM_DIR)/%.s: $(ASM_DIR)/.stamp ;
$(ASM_DIR)/catalog.txt: $(ASM_DIR)/.stamp ;

build/$(ARCH)/catalog.txt: $(ASM_DIR)/catalog.txt
	@mkdir -p $(@D)
	cp $< $@

# The GEMM library's selection table (tools/tune.py, committed per target in tune/).
build/$(ARCH)/selection.txt: tune/$(ARCH).txt
	@mkdir -p $(@D)
	cp $< $@

build/$(ARCH)/%.o: $(ASM_DIR)/%.s
	@mkdir -p $(@D)
	$(LLVM_MC) -triple=amdgcn-amd-amdhsa -mcpu=$(ARCH) -filetype=obj $< -o $@

build/$(ARCH)/%.hsaco: build/$(ARCH)/%.o
	$(LD_LLD) -shared $< -o $@

check-asm:
	@test -n "$(PYTHON)" || { echo "no python3 with jinja2: run 'make deps'" >&2; exit 1; }
	$(PYTHON) gen/render.py --check asm --arch gfx1151

# ---------------------------------------------------------------- C++
lib: $(LIB)
tools: $(RUN_BIN) $(OBJ)/handler_cost

$(OBJ)/%.o: %.cpp
	@mkdir -p $(@D)
	$(CXX) $(CPPFLAGS) $(CXXFLAGS) -c $< -o $@
# The one exception to -ffp-contract=off: the GEMM check's reference sums, where every product is
# exact in double, so a fused multiply-add rounds as the multiply then the add (gemm_reference.cpp).
$(OBJ)/loader/src/gemm_reference.o: CXXFLAGS += -ffp-contract=fast

$(DEVICES_SRC): tools/embed_devices.py $(wildcard devices/*.txt)
	python3 tools/embed_devices.py $@ $(wildcard devices/*.txt)

$(OBJ)/gen/devices_builtin.o: $(DEVICES_SRC)
	@mkdir -p $(@D)
	$(CXX) $(CPPFLAGS) $(CXXFLAGS) -c $< -o $@

$(LIB): $(LIB_OBJS)
	@rm -f $@
	ar rcs $@ $^

$(RUN_BIN): $(OBJ)/loader/cli/wmma_asm_run.o $(LIB)
	$(CXX) $(LDFLAGS) $^ $(LDLIBS) -o $@

# One instruction's handler, timed (tools/handler_cost.cpp; docs/emulator_speed.md)
$(OBJ)/handler_cost: $(OBJ)/tools/handler_cost.o $(LIB)
	$(CXX) $(LDFLAGS) $^ $(LDLIBS) -o $@

$(TEST_BIN): $(TEST_OBJS) $(LIB)
	$(CXX) $(LDFLAGS) $^ $(LDLIBS) -o $@

# The user-facing targets first make sure the Debian packages are there (quiet when they are),
# then run the real work in a sub-make, so that everything computed with Python (the catalog)
# is computed after python3-jinja2 exists on a fresh machine.
test run bench tune python:
	@bash tools/install-deps.sh $(if $(filter bench,$@),--bench)
	@$(MAKE) --no-print-directory _$@

# Tests run from the repository root: they read build/<arch>/*.hsaco, call llvm-mc-19 and clang-19.
# `make test` also checks that asm/ matches the templates, the published-comparison ranking
# checker (tools/model_report.py --self-test) and that an installed copy embeds.
_test: $(ARCH) $(TEST_BIN) $(RUN_BIN) $(OBJ)/handler_cost
	@$(MAKE) --no-print-directory check-asm
	$(OBJ)/handler_cost --calls 1000 'v_add_f32 v3, v4, v5' 'v_permlanex16_b32 v6, v7, s8, s9' > /dev/null
	$(PYTHON) tools/model_report.py --self-test
	WMMA_ASM_RUN=$(RUN_BIN) WMMA_ASM_ARCH=$(ARCH) $(TEST_BIN) $(TEST_ARGS)
	+@$(if $(filter 1,$(SAN)),true,$(MAKE) --no-print-directory _test_python)
	+@ARCH=$(ARCH) SAN=$(SAN) bash tools/install_check.sh

# The Python suites (pytest) on the module in build/python. Not under SAN=1: an extension module
# built with the sanitizers cannot load into an uninstrumented interpreter.
_test_python: _python
	PYTHONPATH=build/python $(PY3) -m pytest -q -p no:cacheprovider tests/python

test-san:
	@$(MAKE) --no-print-directory test SAN=1

# The main job: the flagship k8 at 4096, checked.
RUN_KERNEL ?= k8
RUN_SIZE   ?= 4096
_run: $(ARCH) $(RUN_BIN)
	$(RUN_BIN) --kernel $(RUN_KERNEL) --m $(RUN_SIZE)

# The benchmark table and plot, the GEMM library's and the attention kernels' figures, then the
# timing model against every published figure (seed 001 on the 7900 XTX and seed 003 on the
# 7900 GRE use the gfx1100 rendering of the pack): docs/bench.md, docs/bench.png,
# docs/bench_library.md, docs/bench_attention.md and the comparison table in docs/model.md.
_bench: $(ARCH) gfx1100 $(RUN_BIN) _python
	$(PYTHON) tools/bench.py --run $(RUN_BIN) --arch $(ARCH)
	$(PYTHON) tools/bench_library.py --run $(RUN_BIN) --arch $(ARCH)
	PYTHONPATH=build/python $(PY3) tools/bench_attention.py --run $(RUN_BIN)
	$(PYTHON) tools/model_report.py --bin $(RUN_BIN) --max-run 512 --write

# The GEMM library's selection table for $(ARCH): every candidate kernel timed by the model over
# the tuning grid (tools/tune.py; about 20 minutes on 2 cores), written to tune/$(ARCH).txt (commit it).
_tune: $(ARCH) $(RUN_BIN)
	$(PYTHON) tools/tune.py --run $(RUN_BIN) --arch $(ARCH)
	@$(MAKE) --no-print-directory kernels

# ---------------------------------------------------------------- Python
# The extension module (pybind11 from Debian, for Debian's /usr/bin/python3) and the package
# around it, in build/python: `PYTHONPATH=build/python /usr/bin/python3 -c "import wmma_asm"`.
PY3      := /usr/bin/python3
PY_EXT   := $(shell $(PY3) -c "import sysconfig; print(sysconfig.get_config_var('EXT_SUFFIX'))" 2>/dev/null)
PY_INC   := $(patsubst -I%,-isystem %,$(shell $(PY3) -m pybind11 --includes 2>/dev/null))
PY_PKG   := build/python/wmma_asm
PY_MOD   := $(PY_PKG)/_core$(PY_EXT)
PY_FILES := $(patsubst python/wmma_asm/%,$(PY_PKG)/%,$(wildcard python/wmma_asm/*.py))

_python: $(ARCH) $(PY_MOD) $(PY_FILES)

$(OBJ)/python/core.o: python/core.cpp
	@test -n "$(PY_INC)" || { echo "no pybind11 for $(PY3): run 'make deps'" >&2; exit 1; }
	@mkdir -p $(@D)
	$(CXX) $(CPPFLAGS) $(PY_INC) $(CXXFLAGS) -fvisibility=hidden -c $< -o $@

$(PY_MOD): $(OBJ)/python/core.o $(LIB)
	@mkdir -p $(@D)
	$(CXX) -shared $(LDFLAGS) $^ $(LDLIBS) -o $@

$(PY_PKG)/%.py: python/wmma_asm/%.py
	@mkdir -p $(@D)
	cp $< $@

# The HIP runtime over the emulator, its launcher and its test programs (hiprt/).
include hiprt/hiprt.mk

fuzz:
	@bash tools/install-deps.sh
	@bash tools/fuzz.sh

# The Python package too, when pybind11 is installed and the build is not a sanitizer one.
PY_INSTALL := $(if $(filter 1,$(SAN)),,$(if $(PY_INC),_python))
install: $(ARCH) $(LIB) $(RUN_BIN) $(PY_INSTALL)
	@bash tools/install.sh "$(PREFIX)" "$(OBJ)" "$(ARCH)" "$(if $(PY_INSTALL),$(PY_PKG))"

clean:
	rm -rf build asm/.stamp

-include $(LIB_OBJS:.o=.d) $(TEST_OBJS:.o=.d) $(OBJ)/loader/cli/wmma_asm_run.d $(OBJ)/python/core.d $(OBJ)/tools/handler_cost.d
