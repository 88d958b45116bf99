# The HIP runtime over the emulator (hiprt/, docs/hip_runtime.md): libamdhip64.so.5, the launcher
# wmma_asm_hip_run, and the HIP host programs of tests/hip/ that tests/test_hiprt.cpp runs.
# Included by the top-level Makefile; needs the HIP headers (libamdhip64-dev) like the HIP backend.
ifneq ($(HIP_HEADER),)

HIPRT_SRCS := $(sort $(wildcard hiprt/*.cpp))
# The ABI table (hiprt/abi.txt) gives a weak stub for every function of libamdhip64.so.5 and the
# version script (hiprt/gen_abi.py emit).
HIPRT_GEN  := $(OBJ)/gen/hiprt
HIPRT_OBJS := $(HIPRT_SRCS:%.cpp=$(OBJ)/%.o) $(HIPRT_GEN)/abi_stubs.o
HIPRT_LIB  := $(OBJ)/hiprt/libamdhip64.so.5
HIPRT_RUN  := $(OBJ)/wmma_asm_hip_run
# Host programs: plain g++ against /usr/include/hip, linked -lamdhip64 (the system library at link
# time, so they carry its symbol versions like any HIP program; the launcher swaps in ours).
HIP_TEST_SRCS := $(sort $(wildcard tests/hip/*.cpp))
HIP_TEST_BINS := $(HIP_TEST_SRCS:tests/hip/%.cpp=$(OBJ)/tests/hip/%)
# Small kernels for them, OpenCL C compiled for gfx1151 (clang-19 from Debian).
HIP_TEST_CL   := $(sort $(wildcard tests/hip/*.cl))
HIP_TEST_HSACO := $(HIP_TEST_CL:tests/hip/%.cl=$(OBJ)/tests/hip/%.hsaco)
HIPRT_ALL  := $(HIPRT_LIB) $(HIPRT_RUN) $(HIP_TEST_BINS) $(HIP_TEST_HSACO)

# HIP C++ programs with `<<<...>>>` launches (tests/hip/*.hip), when clang++-19 exists:
#   clang++-19 -x hip --offload-arch=gfx1151 -nogpulib -nogpuinc -B <our bundler's directory>
# -nogpuinc: Debian's HIP 5.2 device headers need ROCm's device libraries (ockl/ocml), which are
# not packaged; tests/hip/hip_device.hpp gives the kernels what they use from clang builtins.
# -B: clang-19 wraps the device code object into an offload bundle with clang-offload-bundler,
# which Debian does not ship for clang-19 (only -14, whose command line differs); ours
# (hiprt/bundler) does the bundling half. The host part is linked by $(CXX) like the programs
# above, so a SAN=1 build loads the ASan runtime the sanitized library needs.
# vector_add_gfx1100 is vector_add built for gfx1100 only: the negative test of the bundle lookup.
HIP_CXX := $(shell command -v clang++-19 2>/dev/null)
ifneq ($(HIP_CXX),)
HIP_BUNDLER  := $(OBJ)/hiprt/bundler/clang-offload-bundler
HIPCC_FLAGS  := -x hip -nogpulib -nogpuinc -std=c++17 -O2 -Wall -Wextra -B $(OBJ)/hiprt/bundler -MMD -MP
HIP_CXX_SRCS := $(sort $(wildcard tests/hip/*.hip))
HIP_CXX_BINS := $(HIP_CXX_SRCS:tests/hip/%.hip=$(OBJ)/tests/hip/%) $(OBJ)/tests/hip/vector_add_gfx1100
HIPRT_ALL    += $(HIP_CXX_BINS)

$(HIP_BUNDLER): hiprt/bundler/offload_bundler.cpp
	@mkdir -p $(@D)
	$(CXX) $(CPPFLAGS) $(CXXFLAGS) $(LDFLAGS) $< -o $@

$(OBJ)/tests/hip/%.hip.o: tests/hip/%.hip $(HIP_BUNDLER)
	@mkdir -p $(@D)
	$(HIP_CXX) $(HIPCC_FLAGS) --offload-arch=gfx1151 -c $< -o $@

$(OBJ)/tests/hip/vector_add_gfx1100.hip.o: tests/hip/vector_add.hip $(HIP_BUNDLER)
	@mkdir -p $(@D)
	$(HIP_CXX) $(HIPCC_FLAGS) --offload-arch=gfx1100 -c $< -o $@

$(HIP_CXX_BINS): $(OBJ)/tests/hip/%: $(OBJ)/tests/hip/%.hip.o
	$(CXX) $(LDFLAGS) $< -lamdhip64 -o $@

-include $(HIP_CXX_BINS:=.hip.d)
endif

.PHONY: hiprt _install_hiprt
hiprt: $(HIPRT_ALL)

$(HIPRT_GEN)/abi_stubs.cpp $(HIPRT_GEN)/libamdhip64.map: hiprt/abi.txt hiprt/gen_abi.py
	@mkdir -p $(HIPRT_GEN)
	@test -n "$(PYTHON)" || { echo "no python3 with jinja2: run 'make deps'" >&2; exit 1; }
	$(PYTHON) hiprt/gen_abi.py emit --abi hiprt/abi.txt --stubs $(HIPRT_GEN)/abi_stubs.cpp --map $(HIPRT_GEN)/libamdhip64.map

$(HIPRT_GEN)/abi_stubs.o: $(HIPRT_GEN)/abi_stubs.cpp
	$(CXX) $(CPPFLAGS) $(CXXFLAGS) -c $< -o $@

# The library holds the wmma_asm objects it needs (libwmmaasm.a, built -fPIC), all local to it
# (the generated version script exports the ABI's functions only); it must not link the system
# libamdhip64.
$(HIPRT_LIB): $(HIPRT_OBJS) $(LIB) $(HIPRT_GEN)/libamdhip64.map
	$(CXX) -shared -Wl,-soname,libamdhip64.so.5 -Wl,--version-script=$(HIPRT_GEN)/libamdhip64.map -Wl,--no-undefined \
	  $(LDFLAGS) $(HIPRT_OBJS) $(LIB) -o $@

$(HIPRT_RUN): hiprt/wmma_asm_hip_run
	cp $< $@

$(OBJ)/tests/hip/%: $(OBJ)/tests/hip/%.o
	$(CXX) $(LDFLAGS) $< -lamdhip64 -o $@

$(OBJ)/tests/hip/%.hsaco: tests/hip/%.cl
	@mkdir -p $(@D)
	$(CLANG) -x cl -cl-std=CL2.0 -target amdgcn-amd-amdhsa -mcpu=gfx1151 -nogpulib -O2 -c $< -o $@.o
	$(LD_LLD) -shared $@.o -o $@
	@rm -f $@.o

# make test builds these before the suites run (test_hiprt.cpp uses them).
_test: $(HIPRT_ALL)

# make install: the library in its own directory (never PREFIX/lib itself, where it would shadow
# the system's libamdhip64 for every program), the launcher in PREFIX/bin.
install: _install_hiprt
_install_hiprt: $(HIPRT_LIB) $(HIPRT_RUN)
	install -d "$(PREFIX)/lib/wmma_asm/hip" "$(PREFIX)/bin"
	install -m 755 $(HIPRT_LIB) "$(PREFIX)/lib/wmma_asm/hip/"
	install -m 755 $(HIPRT_RUN) "$(PREFIX)/bin/wmma_asm_hip_run"

-include $(HIPRT_OBJS:.o=.d) $(HIP_TEST_BINS:=.d)

endif
