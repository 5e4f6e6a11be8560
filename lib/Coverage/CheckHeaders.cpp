//===- CheckHeaders.cpp - Verify table rows against real headers ----------===//
#include "cu2hip/Coverage/CheckHeaders.h"
#include "CheckPrefixes.h"
#include "HeaderNames.h"
#include "cu2hip/Mapping/Shims.h"
#include "cu2hip/Support/Version.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"

using namespace cu2hip;
using namespace cu2hip::coverage;
using llvm::StringRef;

namespace {

/// Spelled by the compiler itself, never declared in a header: nvcc and
/// hip-clang both accept them as keywords.
constexpr StringRef CompilerKeywords[] = {"__restrict__"};

/// Macros nvcc predefines (CUDA Compiler Driver NVCC, "NVCC predefined
/// macros"); headers may test them but need not spell them.
constexpr StringRef NvccPredefinedMacros[] = {"__CUDACC_DEBUG__",
                                              "__CUDACC_EWP__",
                                              "__CUDACC_RDC__",
                                              "__CUDACC_RELAXED_CONSTEXPR__",
                                              "__CUDACC_EXTENDED_LAMBDA__",
                                              "__CUDACC_VER_BUILD__",
                                              "__CUDACC_VER_MAJOR__",
                                              "__CUDACC_VER_MINOR__",
                                              "__CUDACC__",
                                              "__CUDA_ARCH__",
                                              "__CUDA_ARCH_LIST__",
                                              "__NVCC__"};

/// What a probe TU includes: each family's public entry points. `__has_include`
/// keeps the probe usable on a partial (test) include tree.
constexpr StringRef CudaProbeHeaders[] = {"cuda_runtime.h",
                                          "cuda.h",
                                          "cuda_fp16.h",
                                          "cuda_bf16.h",
                                          "cooperative_groups.h",
                                          "cooperative_groups/memcpy_async.h",
                                          "cooperative_groups/reduce.h",
                                          "cooperative_groups/scan.h",
                                          "cuComplex.h",
                                          "math_constants.h",
                                          "texture_indirect_functions.h",
                                          "surface_indirect_functions.h",
                                          "nvrtc.h",
                                          "nvtx3/nvToolsExt.h"};
/// Debian's HIP libraries (their folders under /usr/include, and their
/// public headers). hipRAND's kernel API on AMD is rocRAND's: its MTGP32
/// parameter tables are declared there.
constexpr StringRef HipLibraryDirs[] = {"hiprand", "hipsparse", "rocrand"};
/// The ROCm libraries whose own headers Debian ships (rocRAND 5.3,
/// rocSPARSE 5.3), by link name: the `roc` names of their families must be
/// declared there. The other ROCm libraries' names are pinned by tests.
constexpr StringRef DebianRocLibraries[] = {"rocrand", "rocsparse"};
constexpr StringRef HipProbeHeaders[] = {"hiprand/hiprand.h",
                                         "hiprand/hiprand_kernel.h",
                                         "hipsparse/hipsparse.h",
                                         "hip/hip_runtime.h",
                                         "hip/hip_fp16.h",
                                         "hip/hip_bfloat16.h",
                                         "hip/hip_cooperative_groups.h",
                                         "hip/hip_complex.h",
                                         "hip/hip_ext.h",
                                         "hip/hip_texture_types.h",
                                         "hip/channel_descriptor.h",
                                         "hip/math_functions.h",
                                         "hip/device_functions.h",
                                         "hip/hiprtc.h"};

std::string probeSource(llvm::ArrayRef<StringRef> Headers) {
  std::string Source;
  for (StringRef H : Headers)
    Source += ("#if __has_include(<" + H + ">)\n#include <" + H + ">\n#endif\n")
                  .str();
  return Source;
}

std::string parentOf(StringRef Dir) {
  llvm::SmallString<256> Abs(Dir);
  llvm::sys::fs::make_absolute(Abs);
  llvm::sys::path::remove_dots(Abs, true);
  return std::string(llvm::sys::path::parent_path(Abs));
}

llvm::Error collectCudaNames(const HeaderDirs &Dirs, llvm::StringSet<> &Out) {
  if (auto Err = addIdentifiersUnder(Dirs.CudaInclude, Out))
    return Err;
  std::vector<std::string> Args = cudaHeadersCommandLine(
      parentOf(Dirs.CudaInclude), "/cu2hip-coverage/cuda-probe.cu");
  Args.insert(Args.end() - 1, "-w");
  return addPreprocessedIdentifiers(Args, probeSource(CudaProbeHeaders),
                                    {Dirs.CudaInclude}, Out);
}

llvm::Error collectHipNames(const HeaderDirs &Dirs, llvm::StringSet<> &Out) {
  // HIP's headers for the NVIDIA platform wrap CUDA: names only they spell
  // (__shfl_sync, hipDeviceSetLimit in 5.2) do not exist on AMD.
  if (auto Err = addIdentifiersUnder(Dirs.HipInclude, Out, "",
                                     {"nvidia_detail", "nvcc_detail"}))
    return Err;
  std::vector<std::string> Evidence = {Dirs.HipInclude};
  for (StringRef Lib : HipLibraryDirs) {
    llvm::SmallString<256> Dir(parentOf(Dirs.HipInclude));
    llvm::sys::path::append(Dir, Lib);
    if (!llvm::sys::fs::is_directory(Dir))
      continue;
    // hipRAND's and hipSPARSE's headers for the NVIDIA platform wrap CUDA.
    if (auto Err = addIdentifiersUnder(Dir, Out, "", {}, "_nvcc"))
      return Err;
    Evidence.push_back(std::string(Dir));
  }
  if (!Dirs.HipCompilerInclude.empty())
    if (auto Err =
            addIdentifiersUnder(Dirs.HipCompilerInclude, Out, "__clang_hip_"))
      return Err;
  // hip-clang's own wrapper header sets the mode HIP's headers expect
  // (hipcc includes it implicitly); only tokens from HIP's headers count.
  std::vector<std::string> Args = {
      "clang++", "-fsyntax-only", "-x", "hip", "--cuda-host-only", "-nogpuinc",
      "-nogpulib", "-std=c++17", "-w", "-resource-dir",
      CU2HIP_CLANG_RESOURCE_DIR, "-D__HIP_PLATFORM_AMD__=1", "-include",
      "__clang_hip_runtime_wrapper.h",
      // -I, not -isystem: Clang drops a -I that names a system folder
      // (/usr/include), which keeps #include_next in libstdc++ working, and
      // searches any other folder before /usr/include/hip.
      "-I", parentOf(Dirs.HipInclude), "/cu2hip-coverage/hip-probe.hip"};
  return addPreprocessedIdentifiers(Args, probeSource(HipProbeHeaders),
                                    Evidence, Out);
}

/// The identifiers of the ROCm libraries Debian ships, by link name.
llvm::Expected<llvm::StringMap<llvm::StringSet<>>>
collectRocNames(const HeaderDirs &Dirs) {
  llvm::StringMap<llvm::StringSet<>> Names;
  for (StringRef Lib : DebianRocLibraries) {
    llvm::SmallString<256> Dir(parentOf(Dirs.HipInclude));
    llvm::sys::path::append(Dir, Lib);
    if (!llvm::sys::fs::is_directory(Dir))
      continue; // each row that needs them says so
    if (auto Err = addIdentifiersUnder(Dir, Names[Lib]))
      return std::move(Err);
  }
  return Names;
}

/// The identifiers a row name is made of that must be declared: the name
/// itself, or the first and last parts of `ns::name` / `Struct::field`.
llvm::SmallVector<StringRef, 2> partsToCheck(StringRef Name) {
  llvm::SmallVector<StringRef, 4> Parts;
  Name.split(Parts, "::");
  if (Parts.size() == 1)
    return {Name};
  return {Parts.front(), Parts.back()};
}

bool fileUnder(StringRef Dir, StringRef Relative) {
  llvm::SmallString<256> Path(Dir);
  llvm::sys::path::append(Path, Relative);
  return llvm::sys::fs::is_regular_file(Path);
}

class Checker {
public:
  Checker(const HeaderDirs &Dirs, const llvm::StringSet<> &CudaNames,
          const llvm::StringSet<> &HipNames,
          const llvm::StringMap<llvm::StringSet<>> &RocNames,
          LibraryLookup Library)
      : Dirs(Dirs), CudaNames(CudaNames), HipNames(HipNames),
        RocNames(RocNames), Library(Library) {}

  void check(const MappingRow &R) {
    Row = &R;
    if (!R.CudaRemoved.isSet())
      checkCuda();
    if (const LibraryInfo *L = Library(R.Family); L && !R.Roc.empty())
      checkRoc(*L);
    if (const LibraryInfo *L = Library(R.Family); L && !L->DebianHeaders)
      return; // no HIP headers to check against: tests pin the output
    if (!R.Hip.empty() && R.HipSince <= HipVersion::floor())
      checkHip(R.Hip, "HIP name");
    if (!R.TestedAs.empty())
      checkHip(R.TestedAs, "tested_as");
    if (isMacroValue(R.Fallback))
      checkValue(R.Fallback);
    else if (!R.Fallback.empty() && !shimProviding(R.Fallback))
      checkHip(R.Fallback, "fallback");
  }

  std::vector<std::string> takeProblems() { return std::move(Problems); }

private:
  void report(const llvm::Twine &Problem) {
    Problems.push_back(
        ("mappings: " + Row->Family + ": '" + Row->Cuda + "': " + Problem)
            .str());
  }

  void checkCuda() {
    if (Row->Kind == NameKind::Header) {
      // CUB, Thrust and libcu++ live in include/cccl, which nvcc searches.
      llvm::SmallString<256> Cccl(Dirs.CudaInclude);
      llvm::sys::path::append(Cccl, "cccl");
      if (!fileUnder(Dirs.CudaInclude, Row->Cuda) &&
          !fileUnder(Cccl, Row->Cuda))
        report("no such header in the CUDA headers");
      return;
    }
    if (Row->Kind == NameKind::Macro &&
        llvm::is_contained(NvccPredefinedMacros, Row->Cuda))
      return;
    // An overload row's function name (`atomicAdd(__half *, __half)`); the
    // frontend matches the parameter types against CUDA's declaration.
    for (StringRef Part : partsToCheck(overloadedName(Row->Cuda)))
      if (!CudaNames.contains(Part))
        report("'" + Part + "' is not declared in the CUDA headers");
  }

  void checkHip(StringRef Name, StringRef What) {
    if (Row->Kind == NameKind::Header) {
      if (!fileUnder(parentOf(Dirs.HipInclude), Name) &&
          !fileUnder(Dirs.HipInclude, Name))
        report(What + " '" + Name + "': no such header in HIP " +
               HipVersion::floor().str());
      return;
    }
    for (StringRef Part : partsToCheck(Name)) {
      if (HipNames.contains(Part) || llvm::is_contained(CompilerKeywords, Part))
        continue;
      std::string Where =
          " is not declared in HIP " + HipVersion::floor().str();
      if (Part == Name)
        report(What + " '" + Name + "'" + Where);
      else
        report(What + " '" + Name + "': '" + Part + "'" + Where);
    }
  }

  /// A `roc` name of a ROCm library Debian ships: declared in its headers
  /// (a header row: a file under the include root).
  void checkRoc(const LibraryInfo &L) {
    if (!llvm::is_contained(DebianRocLibraries, L.RocLink))
      return; // no Debian headers: tests pin the output
    auto It = RocNames.find(L.RocLink);
    if (It == RocNames.end()) {
      report("roc name '" + Row->Roc + "': no " + L.RocName +
             " headers to check it against (Debian's lib" + L.RocLink +
             "-dev)");
      return;
    }
    if (Row->Kind == NameKind::Header) {
      if (!fileUnder(parentOf(Dirs.HipInclude), Row->Roc))
        report("roc name '" + Row->Roc + "': no such header in " + L.RocName);
      return;
    }
    for (StringRef Part : partsToCheck(Row->Roc))
      if (!It->second.contains(Part))
        report("roc name '" + Row->Roc + "'" +
               (Part == Row->Roc ? "" : ": '" + Part + "'") +
               " is not declared in " + L.RocName + "'s headers");
  }

  /// A value (`__int_as_float(0x7f800000U)`): the functions it calls.
  void checkValue(StringRef Value) {
    for (size_t I = 0; I < Value.size();) {
      if (!llvm::isAlpha(Value[I]) && Value[I] != '_') {
        // Skip a number whole, suffixes and hex digits included.
        if (llvm::isDigit(Value[I]))
          while (I < Value.size() && llvm::isAlnum(Value[I]))
            ++I;
        else
          ++I;
        continue;
      }
      size_t End = I;
      while (End < Value.size() &&
             (llvm::isAlnum(Value[End]) || Value[End] == '_'))
        ++End;
      StringRef Name = Value.slice(I, End);
      if (!HipNames.contains(Name))
        report("fallback '" + Value + "': '" + Name +
               "' is not declared in HIP " + HipVersion::floor().str());
      I = End;
    }
  }

  const HeaderDirs &Dirs;
  const llvm::StringSet<> &CudaNames;
  const llvm::StringSet<> &HipNames;
  const llvm::StringMap<llvm::StringSet<>> &RocNames;
  LibraryLookup Library;
  const MappingRow *Row = nullptr;
  std::vector<std::string> Problems;
};

} // namespace

llvm::Expected<std::vector<std::string>> coverage::checkRowsAgainstHeaders(
    llvm::ArrayRef<const MappingRow *> Rows, const TablePrefixes &Prefixes,
    const HeaderDirs &Dirs, LibraryLookup Library) {
  llvm::StringSet<> CudaNames, HipNames;
  if (auto Err = collectCudaNames(Dirs, CudaNames))
    return Err;
  if (auto Err = collectHipNames(Dirs, HipNames))
    return Err;
  auto RocNames = collectRocNames(Dirs);
  if (!RocNames)
    return RocNames.takeError();
  Checker C(Dirs, CudaNames, HipNames, *RocNames, Library);
  for (const MappingRow *R : Rows)
    C.check(*R);
  std::vector<std::string> Problems = C.takeProblems();
  llvm::append_range(
      Problems, checkPrefixes(Rows, Prefixes, Dirs.CudaInclude, CudaNames));
  return Problems;
}
