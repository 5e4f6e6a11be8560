//===- MappingRow.h - One row of a mapping table ----------------*- C++ -*-===//
///
/// \file
/// The in-memory form of one `mappings/*.yaml` entry. Strings are StringRefs:
/// built-in rows point at string literals compiled into the tool, rows loaded
/// at run time point into the loader's StringSaver.
///
//===----------------------------------------------------------------------===//
#ifndef CU2HIP_MAPPING_MAPPINGROW_H
#define CU2HIP_MAPPING_MAPPINGROW_H

#include "cu2hip/Mapping/HipVersion.h"
#include "llvm/ADT/StringRef.h"
#include <optional>

namespace cu2hip {

enum class NameKind { Function, Type, Enum, Macro, Header, Member, Namespace };

/// Removed: a macro that expands to nothing on AMD's platforms (calling
/// conventions, exports): the translation deletes it.
enum class MappingStatus { Supported, Unsupported, Attention, Removed };

enum class HandlerKind {
  None,
#define CU2HIP_HANDLER(Enum, Name, Doc) Enum,
#include "cu2hip/Mapping/Handlers.def"
};

/// The values of a row's `warp:` key (WarpClasses.def).
enum class WarpClass {
  None,
#define CU2HIP_WARP_CLASS(Enum, Name, Doc) Enum,
#include "cu2hip/Mapping/WarpClasses.def"
};

/// What the translation writes for a row at one HIP target.
struct RowEmission {
  llvm::StringRef Name;
  HandlerKind Handler = HandlerKind::None;
  bool ViaFallback = false; ///< below hip_since: the fallback stands in
};

struct MappingRow {
  llvm::StringRef Family;
  llvm::StringRef Cuda;
  NameKind Kind = NameKind::Function;
  llvm::StringRef Hip;
  HipVersion HipSince;
  HipVersion HipDeprecated;
  HipVersion HipRemoved;
  HipVersion CudaRemoved;
  MappingStatus Status = MappingStatus::Supported;
  llvm::StringRef Diag;
  llvm::StringRef Reason;
  HandlerKind Handler = HandlerKind::None;
  /// Below hip_since, what stands in for Hip; without Hip (no HIP has the
  /// name), what every target gets: a shim's name or a value.
  llvm::StringRef Fallback;
  HandlerKind FallbackHandler = HandlerKind::None;
  /// Argument template for a HIP call whose parameters differ: `$N` is CUDA
  /// argument N (translated), anything else is literal text.
  llvm::StringRef Args;
  /// `$N == NAME || ...`: what the CUDA arguments must be for Args to hold.
  llvm::StringRef Require;
  /// The CUDA call's argument count; 0 when the row has no template.
  unsigned Arity = 0;
  /// A namespace or class row whose HIP scope declares the same names:
  /// references to names inside it are mapped by renaming the scope.
  bool CoversMembers = false;
  /// A C++ class or function template: the kinds of its parameters,
  /// `type` or `value`, comma-separated, the last one may be a pack
  /// (`type...`). Empty for everything else. Used by the stand-in headers
  /// of --no-cuda-sdk, which cannot guess it from the name.
  llvm::StringRef Template;
  /// A function's result type, a type row's CUDA name, where code calls
  /// members on it (`cooperative_groups::this_grid` -> `grid_group`).
  /// Empty for the rest. Also for --no-cuda-sdk only.
  llvm::StringRef Returns;
  /// A macro row's meaning where a preprocessor condition tests it: the HIP
  /// macro written there instead (`#ifdef CUSPARSEAPI`, which code uses to
  /// learn whether cusparse.h was included, -> `#ifdef _HIPSPARSE_H_`).
  llvm::StringRef TestedAs;
  /// --roc: the name in the ROCm library itself (rocRAND, rocSPARSE...),
  /// for rows of a family whose library block names one; RocReason says why
  /// a row has none (the call's arguments differ, no such API).
  llvm::StringRef Roc;
  llvm::StringRef RocReason;
  /// A warp-level function (`__shfl_down_sync`, `tile.ballot`): what it does.
  WarpClass Warp = WarpClass::None;
  /// The first argument is a lane mask over CUDA's 32 lanes.
  bool LaneMaskArg = false;
  /// A runtime function device code may call (dynamic parallelism): what the
  /// call does there, which HIP cannot do.
  llvm::StringRef DeviceRole;
  /// A function whose HIP arguments depend on the constant one argument
  /// names: that argument's index (`$N`); the constant's row has the
  /// template, in CallArgs. Arity holds the CUDA call's argument count.
  std::optional<unsigned> ArgsFrom;
  /// An enum row: the argument template of a call whose ArgsFrom argument is
  /// this constant (`$0, miopenActivationTANH, 1.0, 1.0, 0.0`).
  llvm::StringRef CallArgs;

  /// The HIP name (or, below hip_since, the fallback) and handler the
  /// translation writes for \p Target; nothing where it writes none
  /// (unsupported, neither a HIP name nor a fallback, too new without a
  /// fallback, removed).
  std::optional<RowEmission> emittedAt(HipVersion Target) const;
};

/// What a family's rows need from ROCm: the library block of a table file.
struct LibraryInfo {
  llvm::StringRef Family;
  llvm::StringRef CudaName; ///< "cuBLAS"
  llvm::StringRef HipName;  ///< "hipBLAS"
  llvm::StringRef Link;     ///< "hipblas" (-lhipblas)
  /// Whether Debian's HIP packages ship the library's headers, so that
  /// check-headers can verify the HIP names.
  bool DebianHeaders = false;
  /// The Debian 12 package with the library's headers ("" when Debian has
  /// none) and the package of AMD's ROCm repository.
  llvm::StringRef DebianPackage;
  llvm::StringRef RocmPackage;
  /// --roc: the ROCm library the family's `roc` names belong to ("rocBLAS",
  /// link "rocblas"); empty where --roc leaves the family on its hip*
  /// library. RocReason: why rows without a `roc` name have none.
  llvm::StringRef RocName;
  llvm::StringRef RocLink;
  llvm::StringRef RocReason;
  /// The ROCm library's Debian 12 package ("" when Debian has none) and
  /// its package in AMD's ROCm repository: what a --roc port installs.
  llvm::StringRef RocDebianPackage;
  llvm::StringRef RocRocmPackage;
};

/// A C identifier: `hipFoo`, `_x1`.
bool isIdentifier(llvm::StringRef S);
/// Identifiers joined by `::`: `cooperative_groups::thread_block`.
bool isQualifiedIdentifier(llvm::StringRef Name);

/// `atomicAdd` of an overload row's key `atomicAdd(__half *, __half)`; the
/// key itself otherwise.
inline llvm::StringRef overloadedName(llvm::StringRef Key) {
  return Key.ends_with(")") ? Key.take_until([](char C) { return C == '('; })
                            : Key;
}

/// The last component of `ns::name` / `Struct::field` (the name itself when
/// unqualified), and what comes before it ("" when unqualified).
inline llvm::StringRef leafName(llvm::StringRef Name) {
  size_t Colons = Name.rfind("::");
  return Colons == llvm::StringRef::npos ? Name : Name.drop_front(Colons + 2);
}
inline llvm::StringRef scopeName(llvm::StringRef Name) {
  size_t Colons = Name.rfind("::");
  return Colons == llvm::StringRef::npos ? llvm::StringRef()
                                         : Name.take_front(Colons);
}

/// A name only a shim declares: `cu2hip_dp4a`,
/// `cooperative_groups::cu2hip_reduce`.
bool isShimName(llvm::StringRef Name);

/// Whether \p Text, written in place of a macro, is the macro's value rather
/// than a name: a literal (`3.141592654F`), a parenthesized expression
/// (`(-1.8e-16)`) or a call (`__int_as_float(0x7f800000U)`). Only literal,
/// name, parenthesis, comma, blank and arithmetic characters, commas only
/// inside the parentheses: never a statement.
bool isMacroValue(llvm::StringRef Text);

llvm::StringRef nameKindName(NameKind K);
std::optional<NameKind> parseNameKind(llvm::StringRef S);
llvm::StringRef mappingStatusName(MappingStatus S);
std::optional<MappingStatus> parseMappingStatus(llvm::StringRef S);
/// The YAML spelling of a handler ("" for None).
llvm::StringRef handlerName(HandlerKind H);
std::optional<HandlerKind> parseHandlerName(llvm::StringRef S);
/// The C++ enumerator spelling ("WrapSymbolArg0"), used by the generator.
llvm::StringRef handlerEnumerator(HandlerKind H);
/// The YAML spelling of a warp class ("" for None), and its enumerator.
llvm::StringRef warpClassName(WarpClass W);
std::optional<WarpClass> parseWarpClassName(llvm::StringRef S);
llvm::StringRef warpClassEnumerator(WarpClass W);
/// The shuffles (`shuffle`, `shuffle-down`...).
inline bool isShuffle(WarpClass W) {
  return W == WarpClass::Shuffle || W == WarpClass::ShuffleDown ||
         W == WarpClass::ShuffleUp || W == WarpClass::ShuffleXor;
}

} // namespace cu2hip

#endif
