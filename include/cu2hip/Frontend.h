//===- Frontend.h - What Clang's AST knows about a CUDA file ----*- C++ -*-===//
///
/// \file
/// Parses one file as CUDA (host side, which is what a translator needs: the
/// device bodies are parsed too) with error recovery, and distils the AST
/// into AstFacts for the token-level rules. A file that does not parse still
/// yields whatever facts Clang recovered, plus its errors as findings.
///
//===----------------------------------------------------------------------===//
#ifndef CU2HIP_FRONTEND_H
#define CU2HIP_FRONTEND_H

#include "cu2hip/Translate.h"
#include <string>
#include <vector>

namespace cu2hip {

class MappingTable;

struct FrontendOptions {
  /// A CUDA toolkit (has bin/ and include/) or a folder of CUDA-like headers
  /// under include/ (the hermetic test headers), used without the driver's
  /// CUDA installation detection.
  std::string CudaPath;
  /// Clang's resource directory (CUDA wrapper headers, stddef.h...).
  std::string ResourceDir;
  /// Parse against the stand-in headers generated from the tables instead
  /// of CudaPath (see lib/Frontend/FallbackSdk.h).
  bool FallbackSdk = false;
  /// -I, -D and anything after `--`, passed to Clang as is.
  std::vector<std::string> ExtraArgs;
};

/// Whether \p CudaPath is a real toolkit rather than a headers-only folder.
bool isCudaToolkit(llvm::StringRef CudaPath);

/// The Clang command line used to parse \p FileName.
std::vector<std::string> frontendCommandLine(llvm::StringRef FileName,
                                             const FrontendOptions &Options);

AstFacts collectAstFacts(llvm::StringRef FileName, llvm::StringRef Source,
                         const MappingTable &Table,
                         const FrontendOptions &Options);

} // namespace cu2hip

#endif
