//===- RocRule.cpp - --roc: the ROCm libraries' own names -----------------===//
///
/// \file
/// Under --roc a library row writes its `roc` name (rocblas_sgemm) instead of
/// its hip* one. A row without one is reported and keeps its CUDA name: the
/// hip* name would need the hip* library's handle, which the roc names
/// around it no longer create.
///
//===----------------------------------------------------------------------===//
#include "RewriteContext.h"
#include "cu2hip/Mapping/MappingTable.h"

using namespace cu2hip;

const LibraryInfo *cu2hip::rocLibraryOf(const RewriteContext &Ctx,
                                        llvm::StringRef Family) {
  if (!Ctx.Options.Roc)
    return nullptr;
  const LibraryInfo *L = Ctx.Table.library(Family);
  return L && !L->RocName.empty() ? L : nullptr;
}

const LibraryInfo *cu2hip::rocLibraryFor(const RewriteContext &Ctx,
                                         const MappingRow &Row) {
  // An unsupported row's reason holds for the ROCm library too.
  if (Row.Status == MappingStatus::Unsupported)
    return nullptr;
  return rocLibraryOf(Ctx, Row.Family);
}

Resolution cu2hip::resolveRocRow(RewriteContext &Ctx, const MappingRow &Row,
                                 const LibraryInfo &Library, unsigned Offset) {
  if (!Row.Roc.empty())
    return {Row.Roc, HandlerKind::None};
  llvm::StringRef Why = !Row.RocReason.empty()       ? Row.RocReason
                        : !Library.RocReason.empty() ? Library.RocReason
                                                     : llvm::StringRef();
  Ctx.report(DiagKind::RocUnsupported, Offset,
             "'" + Row.Cuda + "' has no " + Library.RocName +
                 " equivalent under --roc: " +
                 (Why.empty() ? "the tables name no " + Library.RocName +
                                    " call that takes the same arguments; "
                                    "port it by hand, or translate without "
                                    "--roc to use " +
                                    Library.HipName
                              : Why.str()),
             Row.Cuda);
  return {};
}
