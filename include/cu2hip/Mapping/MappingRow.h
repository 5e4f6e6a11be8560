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

/// One entry of a table: its family, then a member per key of
/// RowFields.def, with that key's default.
struct MappingRow {
  llvm::StringRef Family;
#define CU2HIP_ROW_FIELD(Key, Member, Type, Default, Required, Doc)            \
  Type Member = Default;
#include "cu2hip/Mapping/RowFields.def"

  /// The HIP name (or, below hip_since, the fallback) and handler the
  /// translation writes for \p Target; nothing where it writes none
  /// (unsupported, neither a HIP name nor a fallback, too new without a
  /// fallback, removed).
  std::optional<RowEmission> emittedAt(HipVersion Target) const;
};

/// What a family's rows need from ROCm: the library block of a table file,
/// its family, then a member per key of LibraryFields.def.
struct LibraryInfo {
  llvm::StringRef Family;
#define CU2HIP_LIBRARY_FIELD(Key, Member, Type, Required) Type Member = {};
#include "cu2hip/Mapping/LibraryFields.def"
};

/// A C identifier: `hipFoo`, `_x1`.
bool isIdentifier(llvm::StringRef S);
/// Identifiers joined by `::`: `cooperative_groups::thread_block`.
bool isQualifiedIdentifier(llvm::StringRef Name);
/// A relative include path (`hip/hip_runtime.h`): no empty, `.` or `..`
/// component, nothing but letters, digits and `_.+-`; with \p StarInLast,
/// `*` too in the last component (`cooperative_groups/*.h`).
bool isIncludePath(llvm::StringRef Path, bool StarInLast = false);

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
