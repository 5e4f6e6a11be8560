//===- AstFactsCollector.h - AST visitor and diagnostics sink ---*- C++ -*-===//
#ifndef CU2HIP_LIB_FRONTEND_ASTFACTSCOLLECTOR_H
#define CU2HIP_LIB_FRONTEND_ASTFACTSCOLLECTOR_H

#include "StandInErrors.h"
#include "cu2hip/Mapping/MappingTable.h"
#include "cu2hip/Translate.h"
#include "clang/Basic/Diagnostic.h"
#include "clang/Frontend/FrontendAction.h"
#include <optional>

namespace clang {
class NamedDecl;
}

namespace cu2hip {

/// `cooperative_groups::__v1::thread_block` -> `cooperative_groups::thread_block`:
/// inline, anonymous and implementation (`__`) scopes are not part of a key.
std::string tableKeyOf(const clang::NamedDecl *D);

/// Whether \p Key (`cub::DeviceReduce::Sum`) is inside a scope whose row
/// covers its members (`cub`).
bool coveredByScopeRow(const MappingTable &Table, llvm::StringRef Key);

/// Whether \p Key's row names fewer scopes than the key has (`cuda::std`
/// -> `std`): the qualifiers written before it go.
bool dropsQualifiers(llvm::StringRef Key, const MappingRow &Row);

/// Parses the main file and fills AstFacts from the AST and the preprocessor.
class FactsAction : public clang::ASTFrontendAction {
public:
  FactsAction(AstFacts &Facts, const MappingTable &Table,
              llvm::StringRef CudaPath, llvm::StringRef Source)
      : Facts(Facts), Table(Table), CudaPath(CudaPath), Source(Source) {}

protected:
  std::unique_ptr<clang::ASTConsumer>
  CreateASTConsumer(clang::CompilerInstance &CI,
                    llvm::StringRef InFile) override;

private:
  AstFacts &Facts;
  const MappingTable &Table;
  std::string CudaPath;
  llvm::StringRef Source;
};

/// Turns Clang's errors into parse-error findings, and reads CUDA struct
/// fields that CUDA 13 removed out of "no member named" errors.
class FactsDiagnosticConsumer : public clang::DiagnosticConsumer {
public:
  /// With \p FallbackSdk, errors that are the stand-in headers' doing are
  /// turned into facts or dropped (StandInErrors).
  FactsDiagnosticConsumer(AstFacts &Facts, const MappingTable &Table,
                          llvm::StringRef Source, bool FallbackSdk = false)
      : Facts(Facts), Table(Table), Source(Source) {
    if (FallbackSdk)
      StandIns.emplace(Facts, Table, Source);
  }
  void HandleDiagnostic(clang::DiagnosticsEngine::Level Level,
                        const clang::Diagnostic &Info) override;
  /// Adds the count of errors beyond the ones listed.
  void finish();

private:
  AstFacts &Facts;
  const MappingTable &Table;
  llvm::StringRef Source;
  std::optional<StandInErrors> StandIns;
  unsigned Dropped = 0;
};

} // namespace cu2hip

#endif
