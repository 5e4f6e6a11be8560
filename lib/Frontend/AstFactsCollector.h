//===- AstFactsCollector.h - AST visitor and diagnostics sink ---*- C++ -*-===//
#ifndef CU2HIP_LIB_FRONTEND_ASTFACTSCOLLECTOR_H
#define CU2HIP_LIB_FRONTEND_ASTFACTSCOLLECTOR_H

#include "cu2hip/Mapping/MappingTable.h"
#include "cu2hip/Translate.h"
#include "clang/Basic/Diagnostic.h"
#include "clang/Frontend/FrontendAction.h"

namespace cu2hip {

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
  FactsDiagnosticConsumer(AstFacts &Facts, const MappingTable &Table,
                          llvm::StringRef Source)
      : Facts(Facts), Table(Table), Source(Source) {}
  void HandleDiagnostic(clang::DiagnosticsEngine::Level Level,
                        const clang::Diagnostic &Info) override;
  /// Adds the count of errors beyond the ones listed.
  void finish();

private:
  AstFacts &Facts;
  const MappingTable &Table;
  llvm::StringRef Source;
  unsigned Dropped = 0;
};

} // namespace cu2hip

#endif
