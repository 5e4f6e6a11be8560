//===- MappingTable.cpp ---------------------------------------------------===//
#include "cu2hip/Mapping/MappingTable.h"
#include "cu2hip/Mapping/MappingLoader.h"

using namespace cu2hip;

namespace {
// constexpr: the rows are constant-initialised data, not thousands of
// dynamic initialisers (which compilers are very slow to optimise).
constexpr MappingRow BuiltinRows[] = {
#define CU2HIP_ROW(Family, Cuda, Kind, Hip, Since, Deprecated, Removed,        \
                   CudaRemoved, Status, Diag, Reason, Handler, Fallback,       \
                   FallbackHandler)                                            \
  MappingRow{Family,  Cuda,        Kind,   Hip,  Since,   Deprecated,          \
             Removed, CudaRemoved, Status, Diag, Reason,  Handler,             \
             Fallback, FallbackHandler},
#include "cu2hip/MappingRows.inc"
};
} // namespace

MappingTable::MappingTable() {
  for (const MappingRow &Row : BuiltinRows)
    add(Row);
}

void MappingTable::add(const MappingRow &Row) {
  Rows.push_back(Row);
  Index[Row.Cuda] = &Rows.back();
  if (Row.Kind == NameKind::Member)
    MemberOwners.insert(Row.Cuda.rsplit("::").first);
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
  return llvm::Error::success();
}

const MappingRow *MappingTable::lookup(llvm::StringRef CudaName) const {
  auto It = Index.find(CudaName);
  return It == Index.end() ? nullptr : It->second;
}
