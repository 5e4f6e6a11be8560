//===- FallbackSdk.h - CUDA headers generated from the tables ---*- C++ -*-===//
///
/// \file
/// Stand-in CUDA headers for machines without a CUDA SDK. Every header row of
/// the mapping tables becomes a file, and every name becomes a declaration
/// loose enough for typical code to parse (functions accept any arguments,
/// values convert to any type), so that the AST facts name the same table
/// rows as with the real SDK. Names inside a scope whose row covers its
/// members (`cub::`, `thrust::`) are not declared: the tables do not list
/// them, and the frontend resolves them from Clang's errors instead.
///
//===----------------------------------------------------------------------===//
#ifndef CU2HIP_LIB_FRONTEND_FALLBACKSDK_H
#define CU2HIP_LIB_FRONTEND_FALLBACKSDK_H

#include "cu2hip/Frontend/Frontend.h"
#include "llvm/ADT/StringRef.h"
#include <cstdint>
#include <string>
#include <utility>
#include <vector>

namespace cu2hip {

class MappingTable;

struct FallbackSdk {
  /// Where the files live in the frontend's in-memory file system; parse
  /// with `-nocudainc -isystem <Root>/include -include <Declarations>`.
  static constexpr llvm::StringLiteral Root = "/__cu2hip_fallback_sdk__";
  /// The header every other one includes: the language support CUDA code
  /// expects (`__global__`, `dim3`, `threadIdx`, the launch configuration
  /// call) and a declaration for each row. Force-included, as Clang
  /// force-includes its CUDA runtime wrapper with a real SDK.
  static constexpr llvm::StringLiteral Declarations = "__cu2hip_sdk.h";
  /// Path under `<Root>/include` -> text, sorted by path.
  std::vector<std::pair<std::string, std::string>> Files;

  /// `<Root>/include`.
  static std::string includeDir();
};

/// The toolkit a parse with \p Options reads: the stand-in one, or CUDA's.
inline std::string parsedSdkRoot(const FrontendOptions &Options) {
  return Options.FallbackSdk ? FallbackSdk::Root.str() : Options.CudaPath;
}

/// The stand-in headers for \p Table, generated on first use and shared by
/// every later call for a table with the same rows (thread-safe).
const FallbackSdk &fallbackSdk(const MappingTable &Table);

/// What the generated headers read of a table, hashed: tables with the same
/// rows share one set of headers.
uint64_t tableFingerprint(const MappingTable &Table);

/// Generates the headers anew (what fallbackSdk caches).
FallbackSdk generateFallbackSdk(const MappingTable &Table);

} // namespace cu2hip

#endif
