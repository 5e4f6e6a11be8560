//===- AstFactsCollector.h - AST visitor and diagnostics sink ---*- C++ -*-===//
#ifndef CU2HIP_LIB_FRONTEND_ASTFACTSCOLLECTOR_H
#define CU2HIP_LIB_FRONTEND_ASTFACTSCOLLECTOR_H

#include "cu2hip/Mapping/MappingTable.h"
#include "cu2hip/Translate.h"
#include "clang/Basic/Diagnostic.h"
#include "clang/Frontend/FrontendAction.h"
#include "llvm/ADT/StringSet.h"

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
  /// With \p FallbackSdk, the stand-in headers lack the names inside scopes
  /// whose rows cover their members: errors about them resolve the
  /// qualifiers instead (see resolveCoveredName).
  FactsDiagnosticConsumer(AstFacts &Facts, const MappingTable &Table,
                          llvm::StringRef Source, bool FallbackSdk = false)
      : Facts(Facts), Table(Table), Source(Source), FallbackSdk(FallbackSdk) {}
  void HandleDiagnostic(clang::DiagnosticsEngine::Level Level,
                        const clang::Diagnostic &Info) override;
  /// Adds the count of errors beyond the ones listed.
  void finish();

private:
  bool standInsLack(const clang::Diagnostic &Info,
                    const clang::SourceManager &SM, clang::SourceLocation Loc);
  bool resolveCoveredName(const clang::Diagnostic &Info,
                          const clang::SourceManager &SM,
                          clang::SourceLocation Loc);
  bool followsCoveredName(const clang::Diagnostic &Info, unsigned Offset);
  void failStatement(size_t Begin, size_t Offset);
  void resolveWrittenQualifiers(size_t First, size_t Last);

  AstFacts &Facts;
  const MappingTable &Table;
  llvm::StringRef Source;
  bool FallbackSdk;
  unsigned Dropped = 0;
  /// Statements that named a covered name the stand-ins lack, and the names
  /// they failed to declare: later errors there are the stand-ins' doing.
  std::vector<std::pair<unsigned, unsigned>> FailedStatements;
  llvm::StringSet<> FailedNames;
};

} // namespace cu2hip

#endif
