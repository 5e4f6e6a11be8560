//===- HeaderNames.cpp - Identifiers that real headers spell --------------===//
#include "HeaderNames.h"
#include "cu2hip/Frontend/Frontend.h"
#include "cu2hip/Support/Version.h"
#include "clang/Basic/LangOptions.h"
#include "clang/Frontend/CompilerInstance.h"
#include "clang/Frontend/FrontendAction.h"
#include "clang/Lex/Lexer.h"
#include "clang/Lex/Preprocessor.h"
#include "clang/Tooling/Tooling.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/VirtualFileSystem.h"

using namespace cu2hip;
using namespace cu2hip::coverage;
using llvm::StringRef;

namespace {

std::string normalized(StringRef Path) {
  llvm::SmallString<256> Abs(Path);
  llvm::sys::fs::make_absolute(Abs);
  llvm::sys::path::remove_dots(Abs, /*remove_dot_dot=*/true);
  return std::string(Abs);
}

/// Lexes the preprocessed token stream, keeping identifiers expanded in the
/// headers under test (pasted tokens included: their expansion location is
/// the macro use in the header).
class CollectIdentifiersAction : public clang::PreprocessorFrontendAction {
public:
  CollectIdentifiersAction(llvm::ArrayRef<std::string> Dirs,
                           llvm::StringSet<> &Out)
      : Dirs(Dirs), Out(Out) {}

  void ExecuteAction() override {
    clang::Preprocessor &PP = getCompilerInstance().getPreprocessor();
    clang::SourceManager &SM = PP.getSourceManager();
    llvm::DenseMap<clang::FileID, bool> Wanted;
    PP.EnterMainSourceFile();
    clang::Token Tok;
    do {
      PP.Lex(Tok);
      const clang::IdentifierInfo *II = Tok.getIdentifierInfo();
      if (!II || Tok.getLocation().isInvalid())
        continue;
      clang::FileID File = SM.getFileID(SM.getExpansionLoc(Tok.getLocation()));
      auto [It, New] = Wanted.try_emplace(File, false);
      if (New)
        if (clang::OptionalFileEntryRef Entry = SM.getFileEntryRefForID(File))
          It->second = llvm::any_of(Dirs, [&](const std::string &Dir) {
            return isUnder(Entry->getName(), Dir);
          });
      if (It->second)
        Out.insert(II->getName());
    } while (Tok.isNot(clang::tok::eof));
  }

private:
  llvm::ArrayRef<std::string> Dirs;
  llvm::StringSet<> &Out;
};

} // namespace

bool coverage::isUnder(StringRef Path, StringRef Dir) {
  std::string P = normalized(Path), D = normalized(Dir);
  return StringRef(P).starts_with(D) &&
         (P.size() == D.size() || llvm::sys::path::is_separator(P[D.size()]));
}

void coverage::addRawIdentifiers(StringRef Text, llvm::StringSet<> &Out) {
  clang::LangOptions Opts;
  Opts.CPlusPlus = Opts.CPlusPlus11 = Opts.CPlusPlus17 = true;
  Opts.LineComment = true;
  clang::Lexer Lex(clang::SourceLocation(), Opts, Text.begin(), Text.begin(),
                   Text.end());
  clang::Token Tok;
  while (true) {
    bool AtEnd = Lex.LexFromRawLexer(Tok);
    if (Tok.is(clang::tok::raw_identifier))
      Out.insert(Tok.getRawIdentifier());
    if (AtEnd || Tok.is(clang::tok::eof))
      return;
  }
}

llvm::Error coverage::addIdentifiersUnder(StringRef Dir, llvm::StringSet<> &Out,
                                          StringRef NamePrefix,
                                          llvm::ArrayRef<StringRef> SkipDirs,
                                          StringRef SkipFilesContaining) {
  if (!llvm::sys::fs::is_directory(Dir))
    return llvm::createStringError("'" + Dir + "' is not a directory");
  std::error_code EC;
  for (llvm::sys::fs::recursive_directory_iterator It(Dir, EC), End;
       It != End && !EC; It.increment(EC)) {
    // Compared by name: a symlink to a skipped folder is skipped too.
    if (llvm::is_contained(SkipDirs, llvm::sys::path::filename(It->path()))) {
      It.no_push();
      continue;
    }
    if (!llvm::sys::fs::is_regular_file(It->path()))
      continue;
    StringRef FileName = llvm::sys::path::filename(It->path());
    if (!FileName.starts_with(NamePrefix) ||
        (!SkipFilesContaining.empty() &&
         FileName.contains(SkipFilesContaining)))
      continue;
    auto Buffer = llvm::MemoryBuffer::getFile(It->path());
    if (!Buffer)
      return llvm::createStringError(Buffer.getError(),
                                     "cannot read '" + It->path() + "'");
    addRawIdentifiers((*Buffer)->getBuffer(), Out);
  }
  if (EC)
    return llvm::createStringError(EC, "cannot list '" + Dir +
                                           "': " + EC.message());
  return llvm::Error::success();
}

llvm::Error coverage::addPreprocessedIdentifiers(
    llvm::ArrayRef<std::string> Args, StringRef Source,
    llvm::ArrayRef<std::string> Dirs, llvm::StringSet<> &Out) {
  auto Overlay = llvm::makeIntrusiveRefCnt<llvm::vfs::OverlayFileSystem>(
      llvm::vfs::getRealFileSystem());
  auto Memory = llvm::makeIntrusiveRefCnt<llvm::vfs::InMemoryFileSystem>();
  Memory->addFile(Args.back(), 0,
                  llvm::MemoryBuffer::getMemBufferCopy(Source, Args.back()));
  Overlay->pushOverlay(Memory);
  auto Files = llvm::makeIntrusiveRefCnt<clang::FileManager>(
      clang::FileSystemOptions(), Overlay);
  clang::tooling::ToolInvocation Invocation(
      std::vector<std::string>(Args.begin(), Args.end()),
      std::make_unique<CollectIdentifiersAction>(Dirs, Out), Files.get());
  if (!Invocation.run())
    return llvm::createStringError("preprocessing " + Args.back() +
                                   " failed (see the errors above)");
  return llvm::Error::success();
}

std::vector<std::string> coverage::cudaHeadersCommandLine(StringRef CudaPath,
                                                          StringRef FileName) {
  llvm::SmallString<256> Include(CudaPath);
  llvm::sys::path::append(Include, "include");
  FrontendOptions Options;
  Options.CudaPath = CudaPath.str();
  Options.ResourceDir = CU2HIP_CLANG_RESOURCE_DIR;
  // nvcc checks the host compiler's version; the check is not ours to make.
  Options.ExtraArgs = {"-nocudainc", "-D__CUDACC__",
                       "-D__NV_NO_HOST_COMPILER_CHECK=1", "-isystem",
                       std::string(Include)};
  return frontendCommandLine(FileName, Options);
}
