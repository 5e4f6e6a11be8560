//===- AstFactsCollector.h - AST visitor and diagnostics sink ---*- C++ -*-===//
///
/// \file
/// One parse yields facts for every user file it reads: the main file and
/// the user headers it includes. A UnitCollector gathers them by FileID while
/// Clang runs and hands them over by path at the end, so that a header shared
/// by many translation units gets the facts of each of them.
///
//===----------------------------------------------------------------------===//
#ifndef CU2HIP_LIB_FRONTEND_ASTFACTSCOLLECTOR_H
#define CU2HIP_LIB_FRONTEND_ASTFACTSCOLLECTOR_H

#include "StandInErrors.h"
#include "cu2hip/Frontend/Frontend.h"
#include "cu2hip/Mapping/MappingTable.h"
#include "clang/Basic/Diagnostic.h"
#include "clang/Basic/SourceManager.h"
#include "clang/Frontend/FrontendAction.h"
#include "llvm/ADT/DenseMap.h"
#include <map>
#include <optional>

namespace clang {
class ASTContext;
class Decl;
class NamedDecl;
} // namespace clang

namespace cu2hip {

/// `cooperative_groups::__v1::thread_block` ->
/// `cooperative_groups::thread_block`: inline, anonymous and implementation
/// (`__`) scopes are not part of a key.
std::string tableKeyOf(const clang::NamedDecl *D);

/// Whether \p Key (`cub::DeviceReduce::Sum`) is inside a scope whose row
/// covers its members (`cub`).
bool coveredByScopeRow(const MappingTable &Table, llvm::StringRef Key);

/// Whether \p Key's row names fewer scopes than the key has (`cuda::std`
/// -> `std`): the qualifiers written before it go.
bool dropsQualifiers(llvm::StringRef Key, const MappingRow &Row);

/// A place in one of the user's files.
struct UserLoc {
  clang::FileID File;
  unsigned Offset;
};

/// Classifies files: the CUDA SDK (its headers and Clang's CUDA wrappers),
/// the user's own files, and other system headers.
class FileClassifier {
public:
  FileClassifier(const clang::SourceManager &SM, llvm::StringRef CudaPath);

  bool isSdk(clang::SourceLocation Loc);
  /// In the HIP headers a parse of HIP code reads (HipHeaders.h); they count
  /// as the SDK, but what they declare under HIP names is not CUDA's.
  bool isHipHeader(clang::SourceLocation Loc);
  /// Declared in a file that is not a system header (user declarations).
  bool isUser(clang::SourceLocation Loc);
  /// The main file, or a header reached through a user (not system)
  /// include path and outside the SDK: a file cu2hip translates.
  bool isUserFile(clang::FileID FID);
  /// Whether the code at \p Loc (a macro's expansion where it is expanded)
  /// is in a user file. Outside, cu2hip needs declarations, never function
  /// bodies (LibraryBodies.h).
  bool isUserCode(clang::SourceLocation Loc) {
    return isUserFile(SM.getFileID(SM.getFileLoc(Loc)));
  }
  /// Where \p Loc is spelled, if in a user file.
  std::optional<UserLoc> userLoc(clang::SourceLocation Loc);
  /// The header \p Loc is spelled in as users include it, relative to the
  /// SDK's include folder (`cupti_activity.h`); "" outside it.
  std::string sdkHeader(clang::SourceLocation Loc);

private:
  bool classifySdk(clang::FileID FID);

  const clang::SourceManager &SM;
  std::string SdkInclude;
  llvm::DenseMap<clang::FileID, bool> SdkFiles;
  llvm::DenseMap<clang::FileID, bool> HipFiles;
  llvm::DenseMap<clang::FileID, bool> UserFiles;
};

/// The facts of one parse, per user file, while Clang runs.
class UnitCollector {
public:
  UnitCollector(const MappingTable &Table, llvm::StringRef CudaPath)
      : Table(Table), CudaPath(CudaPath) {}

  /// Called when the source manager exists, before anything is parsed.
  void attach(const clang::SourceManager &SM,
              const clang::LangOptions &LangOpts);
  bool attached() const { return Files != nullptr; }
  FileClassifier &files() { return *Files; }
  const clang::SourceManager &sourceManager() const { return *SM; }
  const MappingTable &table() const { return Table; }

  AstFacts &factsOf(clang::FileID FID) { return ByFile[FID]; }
  /// The text Clang parsed for \p FID.
  llvm::StringRef textOf(clang::FileID FID) const;
  /// Names the whole translation unit declares (every file's facts get them).
  llvm::StringSet<> &userEntityNames() { return UserEntityNames; }
  llvm::StringSet<> &userMacroNames() { return UserMacroNames; }
  /// A user file Clang entered: a dependency even if it yields no facts.
  void noteEntered(clang::FileID FID) { ByFile[FID]; }
  void noteDroppedError() { ++DroppedErrors; }
  /// A path an include looked for in a user directory and did not find.
  void noteAbsent(std::string Path) {
    Result.AbsentPaths.insert(std::move(Path));
  }
  /// An error from before the source manager existed; it goes with the main
  /// file.
  void noteEarlyError(Finding F) { EarlyErrors.push_back(std::move(F)); }
  std::vector<Finding> takeEarlyErrors() { return std::move(EarlyErrors); }

  /// Reports \p Kind about the source text of \p Range (a token range) in
  /// the user file it is spelled in, with \p Fixes (fixFor). Nothing is
  /// reported outside user files, or in macro expansions when \p Range is
  /// spelled in the SDK. Returns whether it was reported.
  bool addFinding(DiagKind Kind, clang::SourceRange Range,
                  const llvm::Twine &Message, std::vector<FixIt> Fixes = {});
  /// A fix replacing the text of token range \p Range with \p Text, or
  /// nothing when the range is not plain text of one user file (it comes
  /// from a macro expansion, or spans files).
  std::optional<FixIt> fixFor(clang::SourceRange Range, llvm::StringRef Text);
  /// Where the text of token range \p Range lies, and its length, when it is
  /// contiguous text of one user file.
  std::optional<std::pair<UserLoc, unsigned>>
  extentOf(clang::SourceRange Range) const;
  /// The source text of token range \p Range as written, "" when it is not
  /// contiguous text of one file.
  llvm::StringRef spelling(clang::SourceRange Range) const;
  /// Records the whole lines of declaration \p D for the rewrite to keep for
  /// NVIDIA builds only (AstFacts::NvidiaOnlyDecls); returns the range
  /// reported for it, or nothing when other code shares its lines or a
  /// macro ends it (it cannot be guarded alone).
  std::optional<clang::SourceRange> keepForNvidiaOnly(const clang::Decl &D);
  /// Converts to paths while the source manager is still alive.
  void finish();
  ParsedUnit takeResult() { return std::move(Result); }

private:
  const MappingTable &Table;
  std::string CudaPath;
  const clang::SourceManager *SM = nullptr;
  const clang::LangOptions *LangOpts = nullptr;
  std::unique_ptr<FileClassifier> Files;
  /// A map whose references stay valid as files are added (StandInErrors
  /// keeps one to the main file's facts).
  std::map<clang::FileID, AstFacts> ByFile;
  llvm::StringSet<> UserEntityNames, UserMacroNames;
  unsigned DroppedErrors = 0;
  std::vector<Finding> EarlyErrors;
  ParsedUnit Result;
};

/// The analyses, run over the user's top-level declarations once the
/// translation unit is parsed. Each adds its findings with
/// UnitCollector::addFinding (AstFacts::AnalysisFindings); the vector
/// operator analysis also records the lines to keep for NVIDIA builds
/// (AstFacts::NvidiaOnlyDecls).
void runAstAnalyses(UnitCollector &Unit, clang::ASTContext &Ctx,
                    llvm::ArrayRef<clang::Decl *> UserDecls);
/// Kernels launched from device code (dynamic parallelism).
void reportDeviceLaunches(UnitCollector &Unit,
                          llvm::ArrayRef<clang::Decl *> UserDecls);
/// User-defined operators on CUDA vector types that HIP's vector types
/// declare themselves (`operator+=(float4 &, float4)`).
void guardVectorOperators(UnitCollector &Unit,
                          llvm::ArrayRef<clang::Decl *> UserDecls);
/// A launch from device code that Clang rejected (it needs -fgpu-rdc) at
/// \p Loc, the `<<<`: reported as dynamic parallelism, not as a parse error.
void reportRejectedDeviceLaunch(UnitCollector &Unit, clang::SourceLocation Loc);

/// Parses the main file and fills the collector from the AST and the
/// preprocessor.
class FactsAction : public clang::ASTFrontendAction {
public:
  explicit FactsAction(UnitCollector &Unit) : Unit(Unit) {}

protected:
  std::unique_ptr<clang::ASTConsumer>
  CreateASTConsumer(clang::CompilerInstance &CI,
                    llvm::StringRef InFile) override;
  void EndSourceFileAction() override;

private:
  UnitCollector &Unit;
};

/// Turns Clang's errors into parse-error findings in the user file they are
/// in, and reads CUDA struct fields that CUDA 13 removed out of "no member
/// named" errors.
class FactsDiagnosticConsumer : public clang::DiagnosticConsumer {
public:
  /// With \p FallbackSdk, errors in the main file that are the stand-in
  /// headers' doing are turned into facts or dropped (StandInErrors).
  FactsDiagnosticConsumer(UnitCollector &Unit, bool FallbackSdk = false)
      : Unit(Unit), FallbackSdk(FallbackSdk) {}
  void HandleDiagnostic(clang::DiagnosticsEngine::Level Level,
                        const clang::Diagnostic &Info) override;
  /// Whether Clang reported an error reading a precompiled file.
  bool pchRefused() const { return PchRefused; }

private:
  UnitCollector &Unit;
  bool FallbackSdk;
  bool PchRefused = false;
  std::optional<StandInErrors> StandIns;
  unsigned Reported = 0;
};

} // namespace cu2hip

#endif
