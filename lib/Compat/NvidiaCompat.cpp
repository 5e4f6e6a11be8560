//===- NvidiaCompat.cpp - HIP headers for building on NVIDIA --------------===//
///
/// \file
/// Reverses the mapping tables for one HIP target. For each row it asks
/// what the translation writes (the HIP name, or the fallback below
/// `hip_since`, with the handler that goes with it) and how a CUDA build
/// can accept that:
///
/// - a plain identifier with the call's shape unchanged becomes
///   `#define hipX cudaX`. Macros rather than typedefs or functions: one
///   line serves a call, a function's address, `struct hipX` and template
///   arguments alike, and it does not need the CUDA declaration yet, so one
///   list serves every library header whichever of them a file includes;
/// - a driver function is called through callDriver, since HIP's one error
///   type is the runtime's here: the driver's CUresult is converted, with
///   pairs of codes taken from the rows;
/// - when several CUDA names map to one HIP name, sortCandidates decides;
/// - a HIP name that rows also list as a CUDA name (`atomicAdd` for
///   `atomicAdd_block`) is CUDA's own: nothing to do. Nor for the C and C++
///   libraries' names (`abort`, `uint32_t`), which must not become macros;
/// - a macro row is defined only when its CUDA macro is (macros.h), so that
///   switches nobody set (`__CUDACC_RTC__`, `CUDA_NO_HALF`) stay unset;
/// - a namespace becomes a namespace alias;
/// - a call whose shape differs (an argument template, a handler that
///   reorders or drops arguments, a 64-bit lane mask) needs a hand-written
///   shim (NvidiaShims.cpp); those without one are listed at the end of the
///   main header, with the members and scoped names a macro cannot rename.
///
//===----------------------------------------------------------------------===//
#include "cu2hip/Compat/NvidiaCompat.h"
#include "NvidiaShims.h"
#include "cu2hip/Mapping/MappingTable.h"
#include "cu2hip/Mapping/Shims.h"
#include "cu2hip/Support/Version.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/raw_ostream.h"
#include <map>
#include <optional>
#include <set>
#include <tuple>

using namespace cu2hip;
using llvm::StringRef;

namespace {

/// How a handler leaves the call the translation writes.
enum class CallShape {
  Kept,     ///< the CUDA call's own arguments (perhaps cast, or HIP_SYMBOL)
  OwnShape, ///< the arguments the written name takes itself (`__shfl(v, l)`)
  WideMask, ///< the lane mask made 64-bit
  Changed,  ///< rebuilt in a way no CUDA function takes
};

CallShape callShape(HandlerKind H) {
  switch (H) {
  case HandlerKind::None:
  case HandlerKind::CastArg0ToConstVoidPtr:
  case HandlerKind::CastArg1ToConstVoidPtr:
  case HandlerKind::ConstCastArg1:
  case HandlerKind::DefaultThirdArgZero: // CUDA's third parameter has a default
  case HandlerKind::ScalarCoordinateArgs:
  case HandlerKind::WithFlagsOverload: // ...WithFlags has a row of its own
  case HandlerKind::WrapSymbolArg0:    // HIP_SYMBOL is a shim
  case HandlerKind::WrapSymbolArg1:
    return CallShape::Kept;
  case HandlerKind::ActiveLanesBallot:
  case HandlerKind::DropMaskArg:
  case HandlerKind::ErrorStringOutParam: // `(*(&s) = N(e), hipSuccess)`
    return CallShape::OwnShape;
  case HandlerKind::WidenMaskArg:
    return CallShape::WideMask;
  case HandlerKind::ActivationDescriptor:
  case HandlerKind::GraphInstantiateShape: // HIP's five arguments, CUDA's three
    return CallShape::Changed;
  }
  llvm_unreachable("every handler is classified above");
}

StringRef leafName(StringRef Name) {
  size_t Colons = Name.rfind("::");
  return Colons == StringRef::npos ? Name : Name.drop_front(Colons + 2);
}

StringRef scopeName(StringRef Name) {
  size_t Colons = Name.rfind("::");
  return Colons == StringRef::npos ? StringRef() : Name.take_front(Colons);
}

/// `abort`, `uint32_t`, `std`: lower case, no leading `__`, nothing of HIP's
/// in it. Names of the C and C++ libraries look like this, and a macro of
/// that name would rewrite their headers.
bool isLibraryStyleName(StringRef Name) {
  return !Name.starts_with("__") && !Name.contains_insensitive("hip") &&
         llvm::all_of(Name, [](char C) {
           return llvm::isLower(C) || llvm::isDigit(C) || C == '_';
         });
}

size_t commonSuffix(StringRef A, StringRef B) {
  size_t N = 0;
  while (N < A.size() && N < B.size() &&
         A[A.size() - 1 - N] == B[B.size() - 1 - N])
    ++N;
  return N;
}

struct Candidate {
  const MappingRow *Row;
  RowEmission E;
};

/// How closely \p Cuda is \p Hip with CUDA's prefix for HIP's: 0 for the
/// runtime's (`cudaEventRecord` for hipEventRecord, `CUDA_` for `HIP_`), 1
/// for the driver's and the libraries' (`cuEventRecord`, `cublasSscal` for
/// hipblasSscal, `CUBLAS_` for `HIPBLAS_`), 2 for any other name.
int counterpartRank(StringRef Cuda, StringRef Hip) {
  for (auto [HipPrefix, Runtime, Other] :
       {std::make_tuple("hip", "cuda", "cu"),
        std::make_tuple("HIP", "CUDA", "CU")}) {
    if (!Hip.starts_with(HipPrefix))
      continue;
    StringRef Rest = Hip.drop_front(3);
    if (Cuda == (Runtime + Rest).str())
      return 0;
    if (Cuda == (Other + Rest).str())
      return 1;
  }
  return 2;
}

/// Sorts the CUDA names that map to \p HipName, best first: one CUDA 13
/// still declares (no `cuda_removed`); not the driver API's (HIP has one
/// API where CUDA has two, and its types and error codes are, on NVIDIA,
/// the runtime's: hipError_t is cudaError_t, so hipErrorOutOfMemory must
/// be cudaErrorMemoryAllocation, not CUDA_ERROR_OUT_OF_MEMORY); a supported
/// row before one that
/// needs attention (`CUBLAS_GEMM_DEFAULT` before `CUBLAS_GEMM_ALGO0` for
/// HIPBLAS_GEMM_DEFAULT); a row's own HIP name before a fallback; the HIP
/// name with CUDA's prefix, the runtime's before the driver's (HIP names
/// both APIs' functions alike, and returns one error type, which with CUDA
/// is the runtime's); the name sharing the longest ending with the HIP name
/// (cudaDeviceScheduleBlockingSync for hipDeviceScheduleBlockingSync, not
/// cudaDeviceBlockingSync); the shorter; the first in byte order.
void sortCandidates(std::vector<Candidate> &Cs, StringRef HipName) {
  auto Key = [&](const Candidate &C) {
    const MappingRow &R = *C.Row;
    return std::make_tuple(R.CudaRemoved.isSet(), R.Family == "driver",
                           R.Status == MappingStatus::Attention,
                           C.E.ViaFallback, counterpartRank(R.Cuda, HipName),
                           -static_cast<long>(commonSuffix(R.Cuda, HipName)),
                           R.Cuda.size(), R.Cuda);
  };
  llvm::sort(Cs, [&](const Candidate &A, const Candidate &B) {
    return Key(A) < Key(B);
  });
}

/// A row the headers do not cover, for the list that ends the main header.
struct Uncovered {
  StringRef Cuda;
  std::string Written; ///< what the translation writes for it
  std::string Why;
};

/// CUDA headers that rows map but a generated header does not include as
/// such. `Condition` empty: never; the internal headers warn when included
/// directly, and cuda_runtime.h includes them. Otherwise the preprocessor
/// condition to include it under: the OpenGL interop headers need OpenGL's.
struct CudaHeaderRule {
  StringRef Name;
  StringRef Condition;
};
constexpr CudaHeaderRule CudaHeaderRules[] = {
    {"common_functions.h", ""},
    {"cudaGL.h", "__has_include(<GL/gl.h>)"},
    {"cuda_gl_interop.h", "__has_include(<GL/gl.h>)"},
    {"device_double_functions.h", ""},
    {"device_functions.h", ""},
    {"host_defines.h", ""},
    {"math_functions.h", ""},
};

/// Device headers that Clang's CUDA wrapper (__clang_cuda_runtime_wrapper.h)
/// includes itself, with macros set around them: included again outside it,
/// their definitions clash with the wrapper's.
bool includedByClangWrapper(StringRef Name) {
  return (Name.starts_with("sm_") && Name.ends_with(".h")) ||
         Name == "device_atomic_functions.h" ||
         Name.ends_with("_indirect_functions.h") ||
         Name == "texture_fetch_functions.h" || Name == "surface_functions.h";
}

const CudaHeaderRule *cudaHeaderRule(StringRef Name) {
  for (const CudaHeaderRule &R : CudaHeaderRules)
    if (R.Name == Name)
      return &R;
  return nullptr;
}

StringRef stem(StringRef Path) { return llvm::sys::path::stem(Path); }

/// `a::b` -> `namespace a { namespace b { ` (C++14 has no `namespace a::b`).
std::string openScope(StringRef Scope) {
  std::string Out;
  llvm::SmallVector<StringRef, 4> Parts;
  Scope.split(Parts, "::");
  for (StringRef P : Parts)
    Out += ("namespace " + P + " { ").str();
  return Out;
}

std::string closeScope(StringRef Scope) {
  std::string Out;
  for (size_t I = 0, N = Scope.count("::") + 1; I != N; ++I)
    Out += " }";
  return Out;
}

/// `hip/hip_runtime.h` -> `CU2HIP_NVIDIA_HIP_HIP_RUNTIME_H`.
std::string guardFor(StringRef Path) {
  std::string Guard = "CU2HIP_NVIDIA_";
  for (char C : Path)
    Guard += llvm::isAlnum(C) ? llvm::toUpper(C) : '_';
  return Guard;
}

/// From a generated file to the directory's root: `../` per level.
std::string upToRoot(StringRef Path) {
  std::string Up;
  for (char C : Path)
    if (C == '/')
      Up += "../";
  return Up;
}

class Generator {
public:
  Generator(const MappingTable &Table, HipVersion Target, NvidiaCompatUse Use)
      : Table(Table), Target(Target), Use(Use) {}

  std::vector<NvidiaCompatFile> run() {
    for (const MappingRow &Row : Table.rows())
      if (Table.lookup(Row.Cuda) == &Row) // not replaced by a rule file
        Row.Kind == NameKind::Header ? collectHeader(Row) : classify(Row);
    for (auto &[Hip, Cs] : Renames)
      sortCandidates(Cs, Hip);
    noteRenamedTemplates();
    std::vector<NvidiaCompatFile> Files;
    Files.push_back({std::string(NvidiaCompatMainHeader), mainHeader()});
    Files.push_back({"cu2hip_nvidia/macros.h", macrosHeader()});
    for (const auto &[Path, Rows] : HeaderRows)
      if (std::optional<std::string> Text = hipHeader(Path, Rows))
        Files.push_back({Path, std::move(*Text)});
    llvm::sort(Files, [](const NvidiaCompatFile &A, const NvidiaCompatFile &B) {
      return A.Path < B.Path;
    });
    return Files;
  }

private:
  std::string banner(StringRef Path, StringRef What) const {
    return (llvm::Twine("// ") + Path + ": " + What +
            "\n// Generated by cu2hip " CU2HIP_VERSION_STRING
            " from its mapping tables, for code translated for HIP " +
            Target.str() + ". DO NOT EDIT.\n")
        .str();
  }

  bool isCudaName(StringRef Name) const { return Table.lookup(Name); }

  void miss(const MappingRow &Row, std::string Written, std::string Why) {
    Missing.push_back({Row.Cuda, std::move(Written), std::move(Why)});
  }

  void classify(const MappingRow &Row) {
    std::optional<RowEmission> E = Row.emittedAt(Target);
    if (!E)
      return;
    if (Row.Kind == NameKind::Member && isMacroValue(E->Name))
      return; // the value replaces the whole access
    if (Row.Kind == NameKind::Member)
      return classifyMember(Row, *E);
    if (Row.Kind == NameKind::Namespace)
      return classifyNamespace(Row, *E);
    StringRef N = E->Name;
    // A value means the same to nvcc; a cu2hip shim is in the file itself.
    if (isShimmed(N) || isMacroValue(N) || shimProviding(N))
      return;
    // The template applies to the row's own HIP name, not to a fallback.
    if (!Row.Args.empty() && !E->ViaFallback)
      return miss(Row, (N + "(" + Row.Args + ")").str(),
                  "an argument template");
    CallShape Shape = callShape(E->Handler);
    if (Shape == CallShape::Changed)
      return miss(
          Row, N.str(),
          ("handler " + handlerName(E->Handler) + " reshapes the call").str());
    if (Shape == CallShape::WideMask)
      return miss(Row, N.str(), "a 64-bit lane mask no shim accepts");
    // Kept or OwnShape: the call is one the written name takes itself.
    if (N.contains("::") || Row.Cuda.contains("::"))
      return classifyScoped(Row, *E);
    if (N == Row.Cuda || isCudaName(N))
      return; // CUDA declares it under this name
    if (isLibraryStyleName(N)) {
      LibraryNames.push_back({Row.Cuda, N.str(), ""});
      return;
    }
    Renames[N.str()].push_back({&Row, *E});
  }

  /// `cudaDeviceProp::major` -> `major`: a field keeps its name unless the
  /// HIP struct spells it otherwise.
  void classifyMember(const MappingRow &Row, const RowEmission &E) {
    StringRef HipLeaf = leafName(E.Name), CudaLeaf = leafName(Row.Cuda);
    if (HipLeaf == CudaLeaf)
      return;
    if (isCudaName((scopeName(Row.Cuda) + "::" + HipLeaf).str()))
      return; // CUDA's struct has it too (cudaPointerAttributes::type)
    // A field spelt with HIP's name is HIP's alone, so a macro cannot hit
    // anything else (deferredMappingHipArraySupported).
    if (HipLeaf.contains_insensitive("hip")) {
      MemberRenames.try_emplace(HipLeaf.str(), CudaLeaf.str());
      return;
    }
    miss(Row, E.Name.str(),
         ("CUDA's " + scopeName(Row.Cuda) + " has no member " + HipLeaf +
          ", and a macro would rename every '" + HipLeaf + "'")
             .str());
  }

  void classifyNamespace(const MappingRow &Row, const RowEmission &E) {
    StringRef N = E.Name;
    if (N == Row.Cuda || N == "std" || N.starts_with("std::"))
      return; // `cuda::std` -> `std`: the C++ library's
    if (!N.contains("::") && !Row.Cuda.contains("::")) {
      TopAliases.try_emplace(N.str(), Row.Cuda.str());
      return;
    }
    if (scopeName(N) == scopeName(Row.Cuda)) {
      NestedAliases[Row.Family].insert(
          {scopeName(N).str(), leafName(N).str(), Row.Cuda.str()});
      return;
    }
    miss(Row, N.str(), "a namespace in another scope than CUDA's");
  }

  /// `cub::BlockReduce` -> `hipcub::BlockReduce`: covered when the scope's
  /// own row maps it (the alias hipcub) and the name stays.
  void classifyScoped(const MappingRow &Row, const RowEmission &E) {
    StringRef N = E.Name;
    if (leafName(N) == leafName(Row.Cuda)) {
      StringRef CudaScope = scopeName(Row.Cuda), HipScope = scopeName(N);
      if (CudaScope == HipScope)
        return;
      if (const MappingRow *Scope = Table.lookup(CudaScope))
        if (std::optional<RowEmission> SE = Scope->emittedAt(Target);
            SE && SE->Name == HipScope)
          return;
    }
    miss(Row, N.str(), "a scoped name a macro cannot rename");
  }

  /// An argument template whose HIP function another row renames compiles
  /// as a call of that CUDA function, which may or may not take those
  /// arguments: say so.
  void noteRenamedTemplates() {
    for (Uncovered &U : Missing) {
      const MappingRow *Row = Table.lookup(U.Cuda);
      std::optional<RowEmission> E = Row->emittedAt(Target);
      auto It = Renames.find(E->Name.str());
      if (Row->Args.empty() || It == Renames.end())
        continue;
      U.Why += "; " + It->first + " is renamed to " +
               It->second.front().Row->Cuda.str() +
               ", whether the template's arguments suit it is not checked";
    }
  }

  void collectHeader(const MappingRow &Row) {
    if (Row.Status == MappingStatus::Unsupported)
      return;
    // Every path the translation can write, whatever the target: a file
    // nobody includes costs nothing.
    for (StringRef Path : {Row.Hip, Row.Fallback})
      if (!Path.empty())
        HeaderRows[Path.str()].push_back(&Row);
  }

  std::string mainHeader() {
    std::string Text;
    llvm::raw_string_ostream OS(Text);
    OS << banner(NvidiaCompatMainHeader,
                 "HIP's names for CUDA's, and shims for the calls a rename "
                 "cannot carry.")
       << "// Every generated HIP header includes it after its CUDA "
          "headers.\n"
       << "#ifndef CU2HIP_NVIDIA_COMPAT_H\n#define CU2HIP_NVIDIA_COMPAT_H\n";
    emitDriverBridge(OS);
    emitRenames(OS);
    emitNamespaces(OS);
    emitShims(OS);
    emitMissing(OS);
    OS << "\n#endif // CU2HIP_NVIDIA_COMPAT_H\n";
    return Text;
  }

  /// A driver API function: it returns CUresult where HIP returns
  /// hipError_t, which is cudaError_t here.
  static bool isDriverFunction(const MappingRow &Row) {
    return Row.Family == "driver" && Row.Kind == NameKind::Function;
  }

  /// HIP has one error type for both of CUDA's APIs; with these headers it
  /// is the runtime's. A driver function is called through callDriver,
  /// which passes a hipError_t argument (cuGetErrorString's) as the
  /// driver's CUresult and returns the result as the runtime's error: the
  /// pairs of error codes come from the rows that map a runtime and a driver
  /// code to one HIP code.
  void emitDriverBridge(llvm::raw_ostream &OS) {
    std::vector<std::pair<StringRef, StringRef>> Pairs; // driver, runtime
    for (const auto &[Hip, Cs] : Renames) {
      auto Runtime = llvm::find_if(Cs, [](const Candidate &C) {
        StringRef N = C.Row->Cuda;
        return !C.Row->CudaRemoved.isSet() &&
               (N == "cudaSuccess" || N.starts_with("cudaError"));
      });
      if (Runtime == Cs.end() || Runtime->Row->Kind != NameKind::Enum)
        continue;
      for (const Candidate &C : Cs) {
        StringRef N = C.Row->Cuda;
        if (C.Row->Kind == NameKind::Enum && !C.Row->CudaRemoved.isSet() &&
            (N == "CUDA_SUCCESS" || N.starts_with("CUDA_ERROR_")))
          Pairs.push_back({N, Runtime->Row->Cuda});
      }
    }
    // Success first: every call's result is checked against it.
    std::stable_partition(Pairs.begin(), Pairs.end(), [](const auto &P) {
      return P.first == "CUDA_SUCCESS";
    });
    OS << "\n// ---- The driver API: " << Pairs.size()
       << " error codes, from the rows ----\n"
          "// HIP has one error type for both of CUDA's APIs; here it is the "
          "runtime's\n// (hipError_t is cudaError_t). Driver functions are "
          "called through callDriver,\n// which passes a hipError_t argument "
          "as the driver's CUresult and returns\n// the driver's result as "
          "the runtime's error code.\n"
          "#include <cuda.h>\n#include <utility>\n"
          "namespace __cu2hip_nvidia {\n"
          "inline cudaError_t runtimeError(CUresult result) {\n";
    for (const auto &[Driver, Runtime] : Pairs)
      OS << "  if (result == " << Driver << ")\n    return " << Runtime
         << ";\n";
    OS << "  return cudaErrorUnknown;\n}\n"
          "template <class T> T runtimeError(T result) { return result; }\n"
          "inline CUresult driverArg(cudaError_t error) {\n";
    std::set<StringRef> Seen;
    for (const auto &[Driver, Runtime] : Pairs)
      if (Seen.insert(Runtime).second) // the first driver code of each
        OS << "  if (error == " << Runtime << ")\n    return " << Driver
           << ";\n";
    OS << "  return CUDA_ERROR_UNKNOWN;\n}\n"
          "template <class T> T &&driverArg(T &&value) {\n"
          "  return std::forward<T>(value);\n}\n"
          "template <class F, class... A>\n"
          "auto callDriver(F function, A &&...args)\n"
          "    -> decltype(runtimeError(function(driverArg(std::forward<A>("
          "args))...))) {\n"
          "  return runtimeError(function(driverArg(std::forward<A>(args))..."
          "));\n}\n"
          "} // namespace __cu2hip_nvidia\n";
  }

  static bool isMacroRow(const Candidate &C) {
    return C.Row->Kind == NameKind::Macro;
  }

  void emitRenames(llvm::raw_ostream &OS) {
    // By family of the chosen row, then by HIP name.
    std::map<StringRef, std::vector<std::pair<StringRef, const Candidate *>>>
        ByFamily;
    unsigned Count = 0;
    for (auto &[Hip, Cs] : Renames) {
      if (isMacroRow(Cs.front()))
        continue; // macros.h
      ByFamily[Cs.front().Row->Family].push_back({Hip, &Cs.front()});
      ++Count;
    }
    OS << "\n// ---- " << Count << " renames, generated from the rows ----\n"
       << "// Where several CUDA names map to one HIP name, the first of these "
          "wins (the\n// others follow `not:`): one CUDA 13 still declares; "
          "not the driver API's\n// (HIP's types and error codes are the "
          "runtime's on NVIDIA); a supported row\n// before one that needs "
          "attention; a row's own HIP name before a fallback;\n// the HIP "
          "name with CUDA's prefix, the runtime's (cuda) before the "
          "driver's\n// and the libraries' (cu); the CUDA name ending in the "
          "longest part of the\n// HIP name; the shorter; the first in byte "
          "order. Macros, not typedefs: one\n// line serves calls, addresses, "
          "`struct hipX` and template arguments, and\n// needs no CUDA "
          "declaration before the code uses it. Driver functions are\n// "
          "function-like, through callDriver (above).\n";
    for (const auto &[Family, Names] : ByFamily) {
      OS << "\n// " << Family << "\n";
      for (const auto &[Hip, C] : Names) {
        if (isDriverFunction(*C->Row))
          OS << "#define " << Hip
             << "(...) ::__cu2hip_nvidia::callDriver(::" << C->Row->Cuda
             << ", ##__VA_ARGS__)";
        else
          OS << "#define " << Hip << " " << C->Row->Cuda;
        const std::vector<Candidate> &Cs = Renames[Hip.str()];
        if (Cs.size() > 1) {
          OS << " // not:";
          for (const Candidate &Other : llvm::drop_begin(Cs))
            OS << " " << Other.Row->Cuda;
        }
        OS << "\n";
      }
    }
    if (!MemberRenames.empty()) {
      OS << "\n// Struct members spelt with HIP's name, which nothing else "
            "uses\n";
      for (const auto &[Hip, Cuda] : MemberRenames)
        OS << "#define " << Hip << " " << Cuda << "\n";
    }
  }

  void emitNamespaces(llvm::raw_ostream &OS) {
    if (TopAliases.empty())
      return;
    OS << "\n// ---- Namespaces ----\n// Declared first, so the alias stands "
          "before the library's header is read.\n";
    for (const auto &[Hip, Cuda] : TopAliases)
      OS << "namespace " << Cuda << " {}\nnamespace " << Hip << " = ::" << Cuda
         << ";\n";
  }

  void emitShims(llvm::raw_ostream &OS) {
    OS << "\n// ---- Shims, hand-written (lib/Verify/NvidiaShims.cpp) ----\n";
    for (const NvidiaShim &S : nvidiaShims()) {
      OS << "\n// " << S.Title << ": " << S.Names << "\n";
      if (S.DeviceOnly)
        OS << "#if defined(__CUDACC__)\n";
      OS << S.Text;
      if (S.DeviceOnly)
        OS << "#endif\n";
    }
  }

  void emitMissing(llvm::raw_ostream &OS) {
    auto ByCuda = [](const Uncovered &A, const Uncovered &B) {
      return A.Cuda < B.Cuda;
    };
    llvm::sort(LibraryNames, ByCuda);
    OS << "\n// ---- Left to the C and C++ libraries: " << LibraryNames.size()
       << " rows ----\n// Their HIP names are the libraries' own, which no "
          "macro may redefine; what\n// those declare under them is used "
          "(in device code too, if anything).\n";
    for (const Uncovered &U : LibraryNames)
      OS << "//   " << U.Cuda << " -> " << U.Written << "\n";
    llvm::sort(Missing, ByCuda);
    OS << "\n// ---- Not covered: " << Missing.size() << " rows ----\n"
       << "// What the translation writes for these has no CUDA counterpart "
          "here: code\n// that uses them does not build with these headers "
          "until it is ported by\n// hand or a shim is added.\n";
    for (const Uncovered &U : Missing)
      OS << "//   " << U.Cuda << " -> " << U.Written << ": " << U.Why << "\n";
  }

  std::string macrosHeader() {
    std::string Text;
    llvm::raw_string_ostream OS(Text);
    OS << banner("cu2hip_nvidia/macros.h", "HIP's names for CUDA's macros.")
       << "// No include guard: every generated HIP header includes it after "
          "its CUDA\n// headers, and a HIP name is defined once the CUDA "
          "macro it stands for is,\n// never while that is unset (switches "
          "such as __CUDACC_RTC__ or CUDA_NO_HALF).\n// The CUDA names are "
          "tried in the order of compat.h's renames.\n";
    for (const auto &[Hip, Cs] : Renames) {
      if (!isMacroRow(Cs.front()))
        continue;
      OS << "#if !defined(" << Hip << ")\n";
      bool First = true;
      for (const Candidate &C : Cs) {
        if (!isMacroRow(C)) { // not a macro: nothing to test
          OS << "#else\n#define " << Hip << " " << C.Row->Cuda << "\n";
          break;
        }
        OS << (First ? "#if" : "#elif") << " defined(" << C.Row->Cuda
           << ")\n#define " << Hip << " " << C.Row->Cuda << "\n";
        First = false;
      }
      OS << "#endif\n#endif\n";
    }
    return Text;
  }

  /// The file for HIP header \p Path: the CUDA headers rows map to it, the
  /// compat header, the namespace aliases of its family. None when \p Path
  /// is CUDA's own (`thrust/sort.h`) or the C++ library's (`<cmath>` for
  /// `<cuda/std/cmath>`).
  std::optional<std::string>
  hipHeader(StringRef Path, const std::vector<const MappingRow *> &Rows) {
    if (const MappingRow *Same = Table.lookup(Path);
        Same && Same->Kind == NameKind::Header)
      return std::nullopt;
    if (!Path.contains('/') && !Path.contains('.'))
      return std::nullopt;
    std::set<StringRef> Mapped;
    for (const MappingRow *R : Rows)
      Mapped.insert(R->Cuda);
    std::vector<StringRef> Includes;
    for (const MappingRow *R : Rows) {
      StringRef Cuda = R->Cuda;
      if (R->CudaRemoved.isSet())
        continue; // gone from CUDA 13
      // `cuda_fp16.hpp` is the implementation `cuda_fp16.h` includes.
      if (Cuda.ends_with(".hpp") &&
          Mapped.count((Cuda.drop_back(4) + ".h").str()))
        continue;
      if (const CudaHeaderRule *Rule = cudaHeaderRule(Cuda);
          Rule && Rule->Condition.empty())
        continue;
      if (Use == NvidiaCompatUse::ClangParse && includedByClangWrapper(Cuda))
        continue;
      if (!llvm::is_contained(Includes, Cuda))
        Includes.push_back(Cuda);
    }
    // The one named most like the HIP header first (cuda_runtime.h for
    // hip_runtime.h, curand_kernel.h for hiprand_kernel.h): the others may
    // expect it. Then byte order.
    llvm::sort(Includes);
    auto Rank = [&](StringRef Cuda) {
      return std::make_tuple(
          -static_cast<long>(commonSuffix(stem(Cuda), stem(Path))),
          Cuda.size());
    };
    auto Primary = llvm::min_element(
        Includes, [&](StringRef A, StringRef B) { return Rank(A) < Rank(B); });
    if (Primary != Includes.end())
      std::rotate(Includes.begin(), Primary, std::next(Primary));

    std::string Text;
    llvm::raw_string_ostream OS(Text);
    std::string Guard = guardFor(Path), Root = upToRoot(Path);
    OS << banner(Path, "the CUDA headers it stands for, and HIP's names.")
       << "#ifndef " << Guard << "\n#define " << Guard << "\n";
    // Rows map CUDA's internal headers (host_config.h, math_functions.h)
    // too; included on their own they warn that they are internal, unless
    // included the way CUDA's own headers include them.
    bool Internal = Includes.size() > 1;
    if (Internal)
      OS << "#ifndef __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__\n"
            "#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__\n"
            "#define CU2HIP_NVIDIA_INTERNAL_HEADERS\n"
            "#endif\n";
    for (StringRef Cuda : Includes) {
      // A parse goes on without a header the machine lacks (cuDNN and NCCL
      // are not part of the toolkit): only what uses it fails.
      std::string Condition;
      if (const CudaHeaderRule *Rule = cudaHeaderRule(Cuda))
        Condition = Rule->Condition.str();
      else if (Use == NvidiaCompatUse::ClangParse)
        Condition = ("__has_include(<" + Cuda + ">)").str();
      if (!Condition.empty())
        OS << "#if " << Condition << "\n";
      OS << "#include <" << Cuda << ">\n";
      if (!Condition.empty())
        OS << "#endif\n";
    }
    if (Internal)
      OS << "#ifdef CU2HIP_NVIDIA_INTERNAL_HEADERS\n"
            "#undef __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__\n"
            "#undef CU2HIP_NVIDIA_INTERNAL_HEADERS\n"
            "#endif\n";
    OS << "#include \"" << Root << NvidiaCompatMainHeader << "\"\n";
    // Aliases of namespaces inside a library's (thrust::hip for
    // thrust::cuda) need the library to have declared them, which its
    // configuration headers (thrust/system/cuda/config.h) do not.
    auto Aliases = NestedAliases.find(Rows.front()->Family);
    if (Aliases != NestedAliases.end() &&
        llvm::sys::path::filename(Path) != "config.h")
      for (const auto &[Scope, Hip, Cuda] : Aliases->second)
        OS << openScope(Scope) << "namespace " << Hip << " = ::" << Cuda << ";"
           << closeScope(Scope) << "\n";
    OS << "#endif // " << Guard << "\n"
       << "#include \"" << Root << "cu2hip_nvidia/macros.h\"\n";
    return Text;
  }

  const MappingTable &Table;
  HipVersion Target;
  NvidiaCompatUse Use;
  std::map<std::string, std::vector<Candidate>> Renames; ///< by HIP name
  std::map<std::string, std::string> MemberRenames;      ///< HIP -> CUDA
  std::map<std::string, std::string> TopAliases;         ///< HIP -> CUDA
  /// Family -> (scope, HIP name, CUDA namespace).
  std::map<StringRef,
           std::set<std::tuple<std::string, std::string, std::string>>>
      NestedAliases;
  std::map<std::string, std::vector<const MappingRow *>> HeaderRows;
  std::vector<Uncovered> Missing;
  std::vector<Uncovered> LibraryNames; ///< `abort`, `uint32_t`
};

} // namespace

std::vector<NvidiaCompatFile>
cu2hip::generateNvidiaCompatHeaders(const MappingTable &Table,
                                    HipVersion Target, NvidiaCompatUse Use) {
  return Generator(Table, Target, Use).run();
}

llvm::Error cu2hip::writeNvidiaCompatHeaders(const MappingTable &Table,
                                             HipVersion Target, StringRef Dir) {
  std::vector<NvidiaCompatFile> Files =
      generateNvidiaCompatHeaders(Table, Target);
  std::string Readme;
  llvm::raw_string_ostream OS(Readme);
  OS << "Generated by cu2hip " CU2HIP_VERSION_STRING
        " (cu2hip-nvidia-compat or cu2hip verify) from its\n"
        "mapping tables, for code translated for HIP "
     << Target.str()
     << ". Do not edit: generate them again.\n\n"
        "They let nvcc build the HIP code cu2hip translated from CUDA, on "
        "NVIDIA GPUs:\n\n  nvcc -I <this directory> -x cu file.hip\n\n"
        "Each HIP header includes the CUDA headers it stands for, then "
     << NvidiaCompatMainHeader
     << ",\nwhich maps HIP's names back to CUDA's and ends with the list of "
        "rows it does\nnot cover.\n\nHeaders:\n";
  for (const NvidiaCompatFile &F : Files)
    if (!StringRef(F.Path).starts_with("cu2hip_nvidia/"))
      OS << "  " << F.Path << "\n";
  Files.push_back({"README.txt", Readme});

  for (const NvidiaCompatFile &F : Files) {
    llvm::SmallString<256> Path(Dir);
    llvm::sys::path::append(Path, F.Path);
    if (std::error_code EC = llvm::sys::fs::create_directories(
            llvm::sys::path::parent_path(Path)))
      return llvm::createStringError(
          EC, llvm::Twine("cannot create the directory of ") + Path + ": " +
                  EC.message());
    if (llvm::Error E = llvm::writeToOutput(Path, [&](llvm::raw_ostream &Out) {
          Out << F.Text;
          return llvm::Error::success();
        }))
      return llvm::createStringError(llvm::inconvertibleErrorCode(),
                                     llvm::Twine("cannot write ") + Path +
                                         ": " + llvm::toString(std::move(E)));
  }
  return llvm::Error::success();
}
