//===- MappingTable.cpp ---------------------------------------------------===//
#include "cu2hip/Mapping/MappingTable.h"
#include "cu2hip/Mapping/MappingLoader.h"

using namespace cu2hip;
using llvm::StringRef;

namespace {
// constexpr: the rows are constant-initialised data, not thousands of
// dynamic initialisers (which compilers are very slow to optimise). The
// literals' lengths come from sizeof: a StringRef made from a bare literal
// counts its characters in constant evaluation, and over all the rows' texts
// that exceeds GCC's constexpr operation limit.
#define CU2HIP_STR(Literal) llvm::StringRef(Literal, sizeof(Literal) - 1)
constexpr MappingRow BuiltinRows[] = {
#define CU2HIP_ROW(Family, Cuda, Kind, Hip, Since, Deprecated, Removed,        \
                   CudaRemoved, Status, Diag, Reason, Handler, Fallback,       \
                   FallbackHandler, Args, Require, Arity, CoversMembers,       \
                   Template, Returns, TestedAs, Roc, RocReason, Warp,          \
                   LaneMaskArg, DeviceRole, ArgsFrom, CallArgs)                \
  MappingRow{CU2HIP_STR(Family),                                               \
             CU2HIP_STR(Cuda),                                                 \
             Kind,                                                             \
             CU2HIP_STR(Hip),                                                  \
             Since,                                                            \
             Deprecated,                                                       \
             Removed,                                                          \
             CudaRemoved,                                                      \
             Status,                                                           \
             CU2HIP_STR(Diag),                                                 \
             CU2HIP_STR(Reason),                                               \
             Handler,                                                          \
             CU2HIP_STR(Fallback),                                             \
             FallbackHandler,                                                  \
             CU2HIP_STR(Args),                                                 \
             CU2HIP_STR(Require),                                              \
             Arity,                                                            \
             CoversMembers,                                                    \
             CU2HIP_STR(Template),                                             \
             CU2HIP_STR(Returns),                                              \
             CU2HIP_STR(TestedAs),                                             \
             CU2HIP_STR(Roc),                                                  \
             CU2HIP_STR(RocReason),                                            \
             Warp,                                                             \
             LaneMaskArg,                                                      \
             CU2HIP_STR(DeviceRole),                                           \
             ArgsFrom,                                                         \
             CU2HIP_STR(CallArgs)},
#include "cu2hip/MappingRows.inc"
};
#undef CU2HIP_STR

constexpr LibraryInfo BuiltinLibraries[] = {
#define CU2HIP_ROW(...)
#define CU2HIP_LIBRARY(Family, CudaName, HipName, Link, DebianHeaders,         \
                       DebianPackage, RocmPackage, RocName, RocLink,           \
                       RocReason, RocDebianPackage, RocRocmPackage)            \
  LibraryInfo{Family,        CudaName,      HipName,          Link,            \
              DebianHeaders, DebianPackage, RocmPackage,      RocName,         \
              RocLink,       RocReason,     RocDebianPackage, RocRocmPackage},
#include "cu2hip/MappingRows.inc"
    // An empty array is not allowed: a sentinel with no family ends it.
    LibraryInfo{}};

constexpr std::pair<llvm::StringRef, llvm::StringRef> BuiltinNamePrefixes[] = {
#define CU2HIP_NAME_PREFIX(Family, Prefix) {Family, Prefix},
#include "cu2hip/MappingRows.inc"
};

constexpr std::pair<llvm::StringRef, llvm::StringRef> BuiltinHeaderPrefixes[] =
    {
#define CU2HIP_HEADER_PREFIX(Family, Prefix) {Family, Prefix},
#include "cu2hip/MappingRows.inc"
};
} // namespace

MappingTable::MappingTable() {
  for (const MappingRow &Row : BuiltinRows)
    add(Row);
  for (const LibraryInfo &L : BuiltinLibraries)
    if (!L.Family.empty())
      Libraries[L.Family] = L;
  llvm::append_range(NamePrefixes, BuiltinNamePrefixes);
  llvm::append_range(HeaderPrefixes, BuiltinHeaderPrefixes);
}

const LibraryInfo *MappingTable::library(llvm::StringRef Family) const {
  auto It = Libraries.find(Family);
  return It == Libraries.end() ? nullptr : &It->second;
}

void MappingTable::add(const MappingRow &Row) {
  Rows.push_back(Row);
  Index[Row.Cuda] = &Rows.back();
  if (Row.Warp != WarpClass::None) {
    auto [It, New] =
        WarpNames.try_emplace(leafName(Row.Cuda), WarpName{Row.Warp, true});
    It->second.OnlyMembers &= Row.Kind == NameKind::Member;
  }
  if (Row.Kind == NameKind::Member)
    MemberOwners.insert(Row.Cuda.rsplit("::").first);
  if (Row.Kind == NameKind::Function && Row.Cuda.ends_with(")"))
    OverloadedNames.insert(overloadedName(Row.Cuda));
  for (HipVersion V : {Row.HipSince, Row.HipDeprecated, Row.HipRemoved})
    if (Newest < V)
      Newest = V;
}

llvm::Error MappingTable::addRuleFile(llvm::StringRef Path) {
  llvm::Expected<MappingFile> File = loadMappingFile(Path, Saver);
  if (!File)
    return File.takeError();
  for (const MappingRow &Row : File->Rows)
    add(Row);
  if (File->Library)
    Libraries[File->Family] = *File->Library;
  for (StringRef P : File->NamePrefixes)
    NamePrefixes.emplace_back(File->Family, P);
  for (StringRef P : File->HeaderPrefixes)
    HeaderPrefixes.emplace_back(File->Family, P);
  return llvm::Error::success();
}

const MappingRow *MappingTable::lookup(llvm::StringRef CudaName) const {
  auto It = Index.find(CudaName);
  return It == Index.end() ? nullptr : It->second;
}

MappingTable::WarpName MappingTable::warpName(StringRef Name) const {
  auto It = WarpNames.find(Name);
  return It == WarpNames.end() ? WarpName{} : It->second;
}
