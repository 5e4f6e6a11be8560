# CU2HIP_STATIC links LLVM and Clang into each binary instead of loading
# libLLVM and libclang-cpp at start-up: relocating those two shared libraries
# was most of the fixed cost of a cu2hip process (a build that translates one
# unit per process pays it per unit). Debian's Clang archives name the shared
# libLLVM as their dependency, so the layers link one interface library that
# holds every Clang archive and every LLVM component archive in one group
# (the linker takes only the objects it needs) in place of `clang-cpp` and
# `LLVM`.
option(CU2HIP_STATIC "Link LLVM and Clang statically into the binaries" OFF)
# CU2HIP_STATIC_TWIN keeps the build dynamic and adds bin/cu2hip-static, the
# same objects linked as CU2HIP_STATIC links them (a few seconds of link, no
# second compile): CI builds it and test/static checks that both binaries
# give the same outputs, and scripts/pack-portable.sh ships it.
option(CU2HIP_STATIC_TWIN "Also link bin/cu2hip-static, LLVM and Clang linked statically" OFF)
if(CU2HIP_STATIC AND CU2HIP_STATIC_TWIN)
  message(FATAL_ERROR "CU2HIP_STATIC_TWIN compares a static twin with a dynamic bin/cu2hip: "
                      "turn CU2HIP_STATIC off")
endif()
if(NOT CU2HIP_STATIC AND NOT CU2HIP_STATIC_TWIN)
  return()
endif()

execute_process(
  COMMAND "${CU2HIP_LLVM_ROOT}/bin/llvm-config" --link-static --libnames all
  OUTPUT_VARIABLE CU2HIP_LLVM_ARCHIVES OUTPUT_STRIP_TRAILING_WHITESPACE
  RESULT_VARIABLE CU2HIP_LLVM_CONFIG_STATUS)
if(NOT CU2HIP_LLVM_CONFIG_STATUS EQUAL 0)
  message(FATAL_ERROR "CU2HIP_STATIC: llvm-config cannot list LLVM's static libraries")
endif()
separate_arguments(CU2HIP_LLVM_ARCHIVES UNIX_COMMAND "${CU2HIP_LLVM_ARCHIVES}")
# Polly and the debuginfod client are not used, and need libraries of their own.
list(FILTER CU2HIP_LLVM_ARCHIVES EXCLUDE REGEX "Polly|Debuginfod")
list(TRANSFORM CU2HIP_LLVM_ARCHIVES PREPEND "${CU2HIP_LLVM_ROOT}/lib/")

file(GLOB CU2HIP_CLANG_ARCHIVES "${CU2HIP_LLVM_ROOT}/lib/libclang[A-Z]*.a")
# Tools of their own (clangd, clang-tidy...) and the interpreter: not used.
list(FILTER CU2HIP_CLANG_ARCHIVES EXCLUDE REGEX
     "Daemon|Tidy|Doc|Move|Query|ReorderFields|IncludeFixer|ChangeNamespace|ApplyReplacements|HandleCXX|HandleLLVM|Interpreter|Plugin")

# The C++ runtime and the compressors are linked in too, so that a static
# program needs only the C library and libfmt (Debian has no archive of it):
# scripts/pack-portable.sh ships it to machines without LLVM 22.
find_library(CU2HIP_Z_ARCHIVE libz.a REQUIRED)
find_library(CU2HIP_ZSTD_ARCHIVE libzstd.a REQUIRED)
# -no-pie: a position-independent program of this size carries some 300,000
# relocations of its own, and the loader's writing them (a copy-on-write
# fault for each page of vtables and tables) cost 5-7 ms of a 15-18 ms
# process (perf on an empty unit, bench/README.md). Only the program's own
# image loses address randomisation; the heap, stack and libraries keep it.
add_library(cu2hip-llvm-static INTERFACE)
target_link_libraries(cu2hip-llvm-static INTERFACE
  -Wl,--start-group ${CU2HIP_CLANG_ARCHIVES} ${CU2HIP_LLVM_ARCHIVES} -Wl,--end-group
  -Wl,--gc-sections ${CU2HIP_Z_ARCHIVE} ${CU2HIP_ZSTD_ARCHIVE} rt dl m pthread
  -static-libstdc++ -static-libgcc)
target_link_options(cu2hip-llvm-static INTERFACE -no-pie)
list(LENGTH CU2HIP_CLANG_ARCHIVES CU2HIP_CLANG_COUNT)
list(LENGTH CU2HIP_LLVM_ARCHIVES CU2HIP_LLVM_COUNT)
if(CU2HIP_STATIC)
  message(STATUS "cu2hip: LLVM and Clang linked statically (${CU2HIP_CLANG_COUNT} Clang and ${CU2HIP_LLVM_COUNT} LLVM archives)")
else()
  message(STATUS "cu2hip: bin/cu2hip-static links LLVM and Clang statically (${CU2HIP_CLANG_COUNT} Clang and ${CU2HIP_LLVM_COUNT} LLVM archives)")
endif()
