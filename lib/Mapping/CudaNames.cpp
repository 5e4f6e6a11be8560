//===- CudaNames.cpp - Names only CUDA spells so --------------------------===//
///
/// \file
/// The runtime's and driver's naming conventions are shapes of case (`cuda`
/// then an uppercase letter); the libraries' prefixes are facts of their
/// tables (`name_prefixes`), and so are the headers' (`header_prefixes`).
///
//===----------------------------------------------------------------------===//
#include "cu2hip/Mapping/MappingTable.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringExtras.h"

using namespace cu2hip;
using llvm::StringRef;

/// The CUDA runtime's and driver's shapes: cudaMalloc, cudaStream_t, cuInit,
/// CUdevice, CU_DEVICE_ATTRIBUTE_*, CUDA_VERSION, CUDART_PI_F, __nv_bfloat16.
static bool hasRuntimeShape(StringRef N) {
  auto UpperAt = [&N](size_t I) { return N.size() > I && llvm::isUpper(N[I]); };
  auto LowerAt = [&N](size_t I) { return N.size() > I && llvm::isLower(N[I]); };
  if (N.starts_with("cuda") && UpperAt(4))
    return true;
  if (N.starts_with("cu") && UpperAt(2) && LowerAt(3))
    return true;
  if (N.starts_with("CU") && (LowerAt(2) || (N.size() > 3 && N[2] == '_')))
    return true;
  return N.starts_with("CUDA_") || N.starts_with("CUDART_") ||
         N.starts_with("__CUDA") || N.starts_with("__nv_");
}

bool MappingTable::looksLikeCudaName(StringRef N) const {
  if (hasRuntimeShape(N))
    return true;
  // Every identifier of a file passes here: no allocation per name. A
  // lowercase prefix (`curand`) must end where the next word starts
  // (`curandState`, `curand_init`), not inside one (`curandom`).
  for (StringRef Prefix : llvm::make_second_range(NamePrefixes)) {
    if (!N.starts_with(Prefix))
      continue;
    if (!llvm::isLower(Prefix.back()))
      return true;
    if (N.size() > Prefix.size() &&
        (llvm::isUpper(N[Prefix.size()]) || N[Prefix.size()] == '_'))
      return true;
  }
  return false;
}

bool MappingTable::isDistinctiveCudaName(StringRef Name) const {
  return Name.starts_with("__") || looksLikeCudaName(Name);
}

bool MappingTable::looksLikeCudaHeader(StringRef Header) const {
  return llvm::any_of(llvm::make_second_range(HeaderPrefixes),
                      [&](StringRef P) { return Header.starts_with(P); });
}
