//===- SdkPch.cpp - Precompile the CUDA SDK prefix of every parse ---------===//
#include "cu2hip/Frontend/SdkPch.h"
#include "FallbackSdk.h"
#include "LibraryBodies.h"
#include "ParseGuard.h"
#include "cu2hip/Support/CacheFolder.h"
#include "cu2hip/Support/FileAccess.h"
#include "cu2hip/Support/OutputRoot.h"
#include "cu2hip/Support/Version.h"
#include "clang/Basic/Version.h"
#include "clang/Frontend/CompilerInstance.h"
#include "clang/Frontend/FrontendActions.h"
#include "clang/Frontend/MultiplexConsumer.h"
#include "clang/Lex/HeaderSearch.h"
#include "clang/Lex/PPCallbacks.h"
#include "clang/Lex/Preprocessor.h"
#include "clang/Sema/Sema.h"
#include "clang/Sema/SemaConsumer.h"
#include "llvm/ADT/ScopeExit.h"
#include "llvm/Support/Chrono.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/Process.h"
#include "llvm/Support/xxhash.h"
#include <atomic>
#include <fcntl.h>
#include <set>
#include <sys/file.h>
#include <sys/stat.h>
#include <thread>
#include <unistd.h>

using namespace cu2hip;
using llvm::StringRef;
namespace fs = llvm::sys::fs;

// The SDK's PCH is built from PchPrefixFile, which is empty: the PCH holds
// what Clang's driver includes before any source (the CUDA runtime wrapper
// and the SDK behind it). A layer of library headers that parses include
// first (CUB, Thrust...) is a PCH chained on the SDK's, built from
// LibraryPrefixFile: it costs those headers' parse, not the SDK's again.
// frontendFileSystem() serves the same texts to every parse that uses them.

/// Changes whenever what a PCH holds changes in a way Clang does not check:
/// the name of a PCH built otherwise then differs.
static const char *const PchFormat = "5: a layer's stamps list its names";

namespace {

/// Keeps library code out of the PCH beyond its declarations: its function
/// bodies are skipped, as in every parse (LibraryBodies.h), and so are the
/// lists Sema reads back from the PCH at the end of every parse that loads
/// it, to check them there: the functions whose deferred CUDA diagnostics
/// may be due, and the file-scope declarations never used. Those checks
/// concern library code, which cu2hip does not translate, and reading the
/// lists back was a third of a parse with CUB and Thrust.
class LibraryPchTrimmer : public clang::SemaConsumer {
public:
  LibraryPchTrimmer(const clang::SourceManager &SM, StringRef CudaPath)
      : Files(SM, CudaPath) {}

  void InitializeSema(clang::Sema &Sema) override { S = &Sema; }
  void ForgetSema() override { S = nullptr; }

  bool shouldSkipFunctionBody(clang::Decl *D) override {
    return isLibraryDecl(Files, D);
  }

  /// Before the PCH writer, the next consumer, runs.
  void HandleTranslationUnit(clang::ASTContext &) override {
    if (!S)
      return;
    auto IsLibrary = [&](const clang::Decl *D) {
      return isLibraryDecl(Files, D);
    };
    S->DeclsToCheckForDeferredDiags.remove_if(IsLibrary);
    auto &Unused = S->UnusedFileScopedDecls;
    Unused.erase(
        std::remove_if(Unused.begin(nullptr, true), Unused.end(), IsLibrary),
        Unused.end());
  }

private:
  FileClassifier Files;
  clang::Sema *S = nullptr;
};

/// Records the headers the SDK's PCH includes by an angled name with an
/// include guard (or #pragma once): a parse that includes one of them after
/// that PCH finds it included already, so a layer of library headers need
/// not hold it (SdkPchCache::sdkHeaders).
class GuardedIncludes : public clang::PPCallbacks {
public:
  GuardedIncludes(const clang::Preprocessor &PP, std::vector<std::string> &Out)
      : PP(PP), Out(Out) {}

  void InclusionDirective(clang::SourceLocation, const clang::Token &Directive,
                          StringRef Name, bool Angled, clang::CharSourceRange,
                          clang::OptionalFileEntryRef File, StringRef,
                          StringRef, const clang::Module *, bool,
                          clang::SrcMgr::CharacteristicKind) override {
    // #include_next finds another file than the same name from a source.
    if (Angled && File &&
        Directive.getIdentifierInfo()->getPPKeywordID() ==
            clang::tok::pp_include)
      Seen.emplace_back(Name.str(), *File);
  }

  void EndOfMainFile() override {
    std::set<std::string> Names;
    for (const auto &[Name, File] : Seen)
      if (PP.getHeaderSearchInfo().isFileMultipleIncludeGuarded(File))
        Names.insert(Name);
    Out.assign(Names.begin(), Names.end());
  }

private:
  const clang::Preprocessor &PP;
  std::vector<std::string> &Out;
  std::vector<std::pair<std::string, clang::FileEntryRef>> Seen;
};

bool isMacroName(StringRef Name) {
  return !Name.empty() && !llvm::isDigit(Name[0]) &&
         llvm::all_of(Name, [](char C) {
           return llvm::isAlnum(C) || C == '_' || C == '$';
         });
}

/// Records the names of a layer's headers (SdkPchCache::layerNames): every
/// identifier the preprocessor met building it (the headers' text, their
/// macros' bodies, the conditions they test), and every macro they define
/// or undefine.
class LayerNameRecorder : public clang::PPCallbacks {
public:
  LayerNameRecorder(clang::Preprocessor &PP, SdkPchCache::LayerNames &Out)
      : PP(PP), Out(Out) {}

  // A directive that leaves a macro as it was changes no code around it:
  // <cstdio> undefines `printf` where no such macro is, a header defines
  // again what another defined the same way.
  void MacroDefined(const clang::Token &Name,
                    const clang::MacroDirective *MD) override {
    const clang::MacroDirective *Before = MD ? MD->getPrevious() : nullptr;
    const clang::MacroInfo *Was =
        Before ? Before->getDefinition().getMacroInfo() : nullptr;
    const clang::MacroInfo *Now = MD ? MD->getMacroInfo() : nullptr;
    if (Was && Now && Was->isIdenticalTo(*Now, PP, /*Syntactically=*/false))
      return;
    Out.Macros.insert(Name.getIdentifierInfo()->getName());
  }
  void MacroUndefined(const clang::Token &Name,
                      const clang::MacroDefinition &Defined,
                      const clang::MacroDirective *) override {
    if (Defined)
      Out.Macros.insert(Name.getIdentifierInfo()->getName());
  }

  void EndOfMainFile() override {
    // The table holds other names too (a string a pragma or an attribute
    // looked up, newlines and all); a macro's name is an identifier.
    for (const auto &Entry : PP.getIdentifierTable())
      if (isMacroName(Entry.getKey()))
        Out.Identifiers.insert(Entry.getKey());
  }

private:
  clang::Preprocessor &PP;
  SdkPchCache::LayerNames &Out;
};

class BuildPchAction : public clang::GeneratePCHAction {
public:
  /// \p Includes, if given, receives GuardedIncludes' list; \p Names
  /// LayerNameRecorder's.
  BuildPchAction(std::string Output, std::string CudaPath,
                 std::vector<std::string> *Includes,
                 SdkPchCache::LayerNames *Names)
      : Output(std::move(Output)), CudaPath(std::move(CudaPath)),
        Includes(Includes), Names(Names) {}

  bool BeginInvocation(clang::CompilerInstance &CI) override {
    CI.getFrontendOpts().OutputFile = Output;
    return GeneratePCHAction::BeginInvocation(CI);
  }

  std::unique_ptr<clang::ASTConsumer>
  CreateASTConsumer(clang::CompilerInstance &CI, StringRef InFile) override {
    std::unique_ptr<clang::ASTConsumer> Writer =
        GeneratePCHAction::CreateASTConsumer(CI, InFile);
    if (!Writer)
      return nullptr;
    skipFunctionBodiesWhereAsked(CI);
    if (Includes)
      CI.getPreprocessor().addPPCallbacks(
          std::make_unique<GuardedIncludes>(CI.getPreprocessor(), *Includes));
    if (Names)
      CI.getPreprocessor().addPPCallbacks(
          std::make_unique<LayerNameRecorder>(CI.getPreprocessor(), *Names));
    std::vector<std::unique_ptr<clang::ASTConsumer>> Consumers;
    Consumers.push_back(
        std::make_unique<LibraryPchTrimmer>(CI.getSourceManager(), CudaPath));
    Consumers.push_back(std::move(Writer));
    return std::make_unique<clang::MultiplexConsumer>(std::move(Consumers));
  }

private:
  std::string Output;
  std::string CudaPath;
  std::vector<std::string> *Includes;
  SdkPchCache::LayerNames *Names;
};

/// Counts errors, so a PCH that did not build cleanly is never used.
class ErrorCounter : public clang::DiagnosticConsumer {
public:
  void HandleDiagnostic(clang::DiagnosticsEngine::Level Level,
                        const clang::Diagnostic &Info) override {
    if (Level >= clang::DiagnosticsEngine::Error)
      ++Errors;
  }
  unsigned Errors = 0;
};

/// Runs \p Action on the PCH's main file; true when it finished without
/// errors. \p Files is the file manager it read through.
/// The main file of the PCH for \p Options: the SDK's, or a library layer's.
const char *mainFileOf(const FrontendOptions &Options) {
  return Options.PrefixIncludes.empty() ? PchPrefixFile : LibraryPrefixFile;
}

bool runOnPrefix(const FrontendOptions &Options,
                 std::unique_ptr<clang::FrontendAction> Action,
                 clang::FileManager &Files) {
  ErrorCounter Errors;
  // Guarded like any parse: an -include of the user's is part of it.
  GuardedRun Run =
      runGuardedParse(frontendCommandLine(mainFileOf(Options), Options),
                      std::move(Action), Files, Errors, Options);
  return Run.End == ParseEnd::Finished && Run.Succeeded && Errors.Errors == 0;
}

llvm::IntrusiveRefCntPtr<llvm::vfs::FileSystem>
prefixFileSystem(const FrontendOptions &Options, const MappingTable &Table) {
  return frontendFileSystem(mainFileOf(Options), pchPrefixText(Options),
                            Options, Table);
}

// A PCH's stamps (<name>.pch.inputs) list every file its build read, a line
// each: size, modification time (seconds), path; then, for the SDK's, a
// line `<name>` for each of GuardedIncludes' headers, and for a layer a line
// `=name` for each identifier of LayerNameRecorder's and `!name` for each
// macro. Loading a PCH, Clang
// re-validates the user's files it was built from but not system headers,
// which the SDK and the libraries are; the stamps cover them all, and
// checking them costs a stat per file instead of a trial parse.

std::string stampsName(StringRef Pch) { return (Pch + ".inputs").str(); }

/// The mark that a run asked for the PCH \p Pch and went without it.
std::string wantedName(StringRef Pch) { return (Pch + ".wanted").str(); }

/// A name beside \p Name that no other writer uses, which the cache's
/// pruning knows for a temporary (and removes once its process is gone).
std::string temporaryName(StringRef Name) {
  static std::atomic<unsigned> Counter{0};
  return (Name + OutputRoot::TempMarker + llvm::Twine(::getpid()) + "-" +
          llvm::Twine(Counter++))
      .str();
}

/// Renames \p Temp over \p Name in \p Dir, whatever is there now: a link
/// or a device there is replaced, never written through.
bool replaceWith(StringRef Dir, StringRef Temp, StringRef Name) {
  llvm::SmallString<256> From(Dir), To(Dir);
  llvm::sys::path::append(From, Temp);
  llvm::sys::path::append(To, Name);
  if (!fs::rename(From, To))
    return true;
  fs::remove(From);
  return false;
}

/// \p Names' in a sorted list, each line \p Mark then a name.
std::string nameLines(const llvm::StringSet<> &Names, char Mark) {
  std::vector<StringRef> Sorted(Names.keys().begin(), Names.keys().end());
  llvm::sort(Sorted);
  std::string Text;
  for (StringRef Name : Sorted)
    Text += (llvm::Twine(Mark) + Name + "\n").str();
  return Text;
}

void writeStamps(clang::FileManager &Files, StringRef Dir, StringRef Pch,
                 llvm::ArrayRef<std::string> Includes,
                 const SdkPchCache::LayerNames *Names) {
  llvm::SmallVector<clang::OptionalFileEntryRef> Entries;
  Files.GetUniqueIDMapping(Entries);
  std::string Text;
  for (clang::OptionalFileEntryRef File : Entries) {
    if (!File)
      continue;
    llvm::SmallString<256> Path(File->getName());
    Files.getVirtualFileSystem().makeAbsolute(Path);
    Text +=
        llvm::formatv("{0} {1} {2}\n", File->getSize(),
                      static_cast<int64_t>(File->getModificationTime()), Path);
  }
  for (const std::string &Name : Includes)
    Text += "<" + Name + ">\n";
  if (Names)
    Text += nameLines(Names->Identifiers, '=') + nameLines(Names->Macros, '!');
  // Without its stamps a PCH is rebuilt next run, which is only slower.
  llvm::Expected<OutputRoot> Root = OutputRoot::open(Dir, /*Create=*/false);
  std::string Temp = temporaryName(stampsName(Pch));
  llvm::Error E = Root ? Root->write(Temp, Text) : Root.takeError();
  if (E)
    llvm::consumeError(std::move(E));
  else
    replaceWith(Dir, Temp, stampsName(Pch));
}

/// Whether every file the stamps list is unchanged; \p Includes and
/// \p Names receive their headers and names.
bool stampsMatch(StringRef Dir, StringRef Pch, llvm::vfs::FileSystem &FS,
                 std::vector<std::string> &Includes,
                 SdkPchCache::LayerNames &Names) {
  // Read as any cache entry: a regular file of a sane size, not a link.
  llvm::Expected<OutputRoot> Root = OutputRoot::open(Dir, /*Create=*/false);
  if (!Root) {
    llvm::consumeError(Root.takeError());
    return false;
  }
  auto Stamps = Root->read(stampsName(Pch), read_limit::CacheEntry);
  if (!Stamps) {
    llvm::consumeError(Stamps.takeError());
    return false;
  }
  if (!*Stamps)
    return false;
  StringRef Text = (**Stamps)->getBuffer();
  if (Text.empty())
    return false;
  while (!Text.empty()) {
    StringRef Line;
    std::tie(Line, Text) = Text.split('\n');
    if (Line.consume_front("<") && Line.consume_back(">")) {
      Includes.push_back(Line.str());
      continue;
    }
    if (Line.consume_front("=")) {
      Names.Identifiers.insert(Line);
      continue;
    }
    if (Line.consume_front("!")) {
      Names.Macros.insert(Line);
      continue;
    }
    auto [Size, Rest] = Line.split(' ');
    auto [Time, Path] = Rest.split(' ');
    uint64_t WantSize;
    int64_t WantTime;
    if (Size.getAsInteger(10, WantSize) || Time.getAsInteger(10, WantTime) ||
        Path.empty())
      return false;
    llvm::ErrorOr<llvm::vfs::Status> Now = FS.status(Path);
    if (!Now || Now->getSize() != WantSize ||
        llvm::sys::toTimeT(Now->getLastModificationTime()) != WantTime)
      return false;
  }
  return true;
}

/// Another cu2hip may be building the same PCH (two build actions at once):
/// a build holds a lock on the PCH's stamps, and a second process waits for
/// it, then finds the PCH built instead of building it again. Without the
/// lock (a link or a FIFO in the stamps' place) it is at worst built twice.
class BuildLock {
public:
  BuildLock(StringRef Dir, StringRef Stamps, const std::atomic<bool> *Cancel) {
    llvm::SmallString<256> Path(Dir);
    llvm::sys::path::append(Path, Stamps);
    Fd = ::open(Path.c_str(),
                O_RDWR | O_CREAT | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC, 0644);
    struct stat St;
    if (Fd < 0 || ::fstat(Fd, &St) != 0 || !S_ISREG(St.st_mode)) {
      release();
      return;
    }
    // Polled, so that an interrupt is answered at once.
    auto GiveUp = std::chrono::steady_clock::now() + MaxWait;
    std::chrono::milliseconds Pause(1);
    while (::flock(Fd, LOCK_EX | LOCK_NB) != 0) {
      if (errno == EINTR)
        continue;
      if (errno != EWOULDBLOCK || (Cancel && *Cancel) ||
          std::chrono::steady_clock::now() >= GiveUp) {
        release();
        return;
      }
      Waited = true;
      std::this_thread::sleep_for(Pause);
      Pause = std::min(Pause * 2, std::chrono::milliseconds(50));
    }
  }
  ~BuildLock() { release(); }
  BuildLock(const BuildLock &) = delete;
  BuildLock &operator=(const BuildLock &) = delete;

  /// Whether another process held it: its PCH may be there now.
  bool waited() const { return Waited; }

private:
  void release() {
    if (Fd >= 0)
      ::close(Fd); // and the lock with it
    Fd = -1;
  }

  /// A PCH build is a parse, bounded as one (the default unit timeout).
  static constexpr std::chrono::seconds MaxWait{300};
  int Fd = -1;
  bool Waited = false;
};

/// Whether \p Path is a regular file itself (a link to one is not: Clang
/// would follow it anywhere, a device or a FIFO included).
bool isRegularFile(StringRef Path) {
  fs::file_status St;
  return !fs::status(Path, St, /*follow=*/false) &&
         St.type() == fs::file_type::regular_file;
}

/// Whether \p Dir is a real folder, not a link to one.
bool isRealFolder(StringRef Dir) {
  fs::file_status St;
  return !fs::status(Dir, St, /*follow=*/false) &&
         St.type() == fs::file_type::directory_file;
}

/// Names the PCH after everything that decides its content: the command
/// line (SDK path, defines, include paths), the tool and Clang that built
/// it, and for --no-cuda-sdk the stand-in headers (which user rule files
/// change).
std::string pchName(const FrontendOptions &Options, const MappingTable &Table) {
  std::string Key = CU2HIP_VERSION_STRING;
  Key += '\0' + clang::getClangFullRepositoryVersion();
  Key += '\0' + std::string(PchFormat);
  for (const std::string &Arg :
       frontendCommandLine(mainFileOf(Options), Options))
    Key += '\0' + Arg;
  Key += '\0' + pchPrefixText(Options);
  if (Options.FallbackSdk)
    for (const auto &[Path, Text] : fallbackSdk(Table).Files)
      Key += '\0' + Path + '\0' + std::to_string(llvm::xxh3_64bits(Text));
  char Hex[17];
  snprintf(Hex, sizeof Hex, "%016llx",
           static_cast<unsigned long long>(llvm::xxh3_64bits(Key)));
  return std::string("sdk-") + Hex + ".pch";
}

} // namespace

bool SdkPchCache::wantedBefore(const FrontendOptions &Options) {
  if ((Dir.empty() || Temporary) && !AcrossRuns)
    return false; // nothing outlives this run
  FrontendOptions Plain = Options;
  Plain.PchPath.clear();
  std::string Name = pchName(Plain, Table);
  if (Dir.empty() || Temporary) {
    std::lock_guard<std::mutex> Guard(Lock);
    return !AskedInMemory.insert(Name).second;
  }
  llvm::SmallString<256> Path(Dir);
  llvm::sys::path::append(Path, Name);
  std::string Mark = wantedName(Name);
  llvm::SmallString<256> MarkPath(Dir);
  llvm::sys::path::append(MarkPath, Mark);
  if (isRegularFile(Path) || isRegularFile(MarkPath)) {
    markCacheEntryUsed(Dir, Mark);
    return true;
  }
  llvm::Expected<OutputRoot> Root = OutputRoot::open(Dir, /*Create=*/false);
  std::string Temp = temporaryName(Mark);
  llvm::Error E = Root ? Root->write(Temp, "") : Root.takeError();
  // Without its mark the prefix is only asked for once more.
  if (E)
    llvm::consumeError(std::move(E));
  else
    replaceWith(Dir, Temp, Mark);
  return false;
}

bool SdkPchCache::roomForAsked(const FrontendOptions &Options) {
  if (!AskedLimit || Dir.empty() || Temporary)
    return true;
  FrontendOptions Plain = Options;
  Plain.PchPath.clear();
  llvm::SmallString<256> Path(Dir);
  llvm::sys::path::append(Path, pchName(Plain, Table));
  if (isRegularFile(Path))
    return true;
  std::lock_guard<std::mutex> Guard(Lock);
  // Read once, when the first such PCH is asked for (most runs ask for
  // none, and reading the folder's size stats every entry).
  if (!SizeBefore) {
    uint64_t Now = cacheUsage(llvm::sys::path::parent_path(Dir)).bytes();
    uint64_t Built = BuiltBytes;
    SizeBefore = Now > Built ? Now - Built : 0;
  }
  return *SizeBefore + BuiltBytes < AskedLimit / 4 * 3;
}

SdkPchCache::SdkPchCache(std::string Directory, const MappingTable &Table)
    : Dir(std::move(Directory)), Table(Table) {
  if (Dir.empty()) {
    llvm::SmallString<128> Temp;
    if (!fs::createUniqueDirectory("cu2hip-pch", Temp)) {
      Dir = std::string(Temp);
      Temporary = true;
    }
  } else {
    // The cache's own pch/ folder: a link in its place is not followed,
    // and parses go without a PCH.
    fs::create_directories(Dir);
    if (!isRealFolder(Dir))
      Dir.clear();
  }
}

SdkPchCache::~SdkPchCache() {
  if (Temporary)
    fs::remove_directories(Dir);
}

std::string SdkPchCache::get(const FrontendOptions &Options,
                             StringRef Refused) {
  if (Dir.empty())
    return "";
  FrontendOptions Plain = Options;
  Plain.PchPath.clear();
  std::string Name = pchName(Plain, Table);
  std::shared_ptr<Entry> E = ready(Plain, Name, nullptr);
  if (Refused.empty() || E->Path != Refused)
    return E->Path;
  return ready(Plain, Name, E)->Path;
}

std::vector<std::string>
SdkPchCache::sdkHeaders(const FrontendOptions &Options) {
  if (Dir.empty())
    return {};
  FrontendOptions Sdk = Options;
  Sdk.PchPath.clear();
  Sdk.PrefixIncludes.clear();
  return ready(Sdk, pchName(Sdk, Table), nullptr)->Includes;
}

std::shared_ptr<const SdkPchCache::LayerNames>
SdkPchCache::layerNames(const FrontendOptions &Options) {
  if (Dir.empty() || Options.PrefixIncludes.empty())
    return nullptr;
  FrontendOptions Plain = Options;
  Plain.PchPath.clear();
  std::shared_ptr<Entry> E = ready(Plain, pchName(Plain, Table), nullptr);
  if (E->Path.empty())
    return nullptr;
  return E->Names;
}

bool SdkPchCache::reuse(Entry &E, StringRef Name, StringRef Path,
                        llvm::vfs::FileSystem &FS) {
  E.Names = std::make_shared<LayerNames>();
  if (!E.Rebuild && isRegularFile(Path) &&
      stampsMatch(Dir, Name, FS, E.Includes, *E.Names)) {
    // On the stamps, not the PCH: a layer chained on this one records its
    // modification time, and Clang refuses the layer if that changes.
    markCacheEntryUsed(Dir, stampsName(Name));
    E.Path = Path.str();
    return true;
  }
  E.Includes.clear();
  E.Names = std::make_shared<LayerNames>();
  return false;
}

std::shared_ptr<SdkPchCache::Entry>
SdkPchCache::ready(const FrontendOptions &Plain, const std::string &Name,
                   const std::shared_ptr<Entry> &Refused) {
  std::shared_ptr<Entry> E = entry(Name, Refused);
  std::call_once(E->Once, [&] { make(*E, Plain, Name); });
  return E;
}

std::shared_ptr<SdkPchCache::Entry>
SdkPchCache::entry(const std::string &Name,
                   const std::shared_ptr<Entry> &Refused) {
  std::lock_guard<std::mutex> Guard(Lock);
  std::shared_ptr<Entry> &Slot = Entries[Name];
  // The first thread to report a refusal replaces the entry; the others
  // find the replacement. Threads still holding the old one keep it alive.
  if (!Slot || (Refused && Slot == Refused)) {
    Slot = std::make_shared<Entry>();
    Slot->Rebuild = Refused != nullptr;
  }
  return Slot;
}

void SdkPchCache::make(Entry &E, const FrontendOptions &Plain, StringRef Name) {
  // A layer of library headers is chained on the SDK's PCH: built with it
  // loaded, and loaded with it.
  FrontendOptions Build = Plain;
  if (!Plain.PrefixIncludes.empty()) {
    FrontendOptions Sdk = Plain;
    Sdk.PrefixIncludes.clear();
    Build.PchPath = get(Sdk);
    if (Build.PchPath.empty())
      return;
  }
  llvm::SmallString<256> Path(Dir);
  llvm::sys::path::append(Path, Name);
  // One from an earlier run is used if every file it was built from (the
  // SDK's PCH for a layer) is unchanged; should Clang still refuse it, the
  // parse asks for a rebuild.
  llvm::IntrusiveRefCntPtr<llvm::vfs::FileSystem> FS =
      prefixFileSystem(Build, Table);
  if (reuse(E, Name, Path, *FS))
    return;
  BuildLock Lock(Dir, stampsName(Name), Plain.Cancel);
  if (Lock.waited() && reuse(E, Name, Path, *FS))
    return;
  std::function<void()> BuildOver;
  if (Watcher)
    BuildOver = Watcher(Plain);
  llvm::scope_exit Over([&] {
    if (BuildOver)
      BuildOver();
  });
  // Built under a name of its own, then renamed over whatever holds the
  // PCH's name (a damaged PCH, a link, a FIFO: replaced, never written
  // through), so a concurrent cu2hip never reads half a PCH; stale stamps
  // of a PCH replaced under them fail to match, which costs a rebuild.
  std::string Temp = temporaryName(Name);
  llvm::SmallString<256> TempPath(Dir);
  llvm::sys::path::append(TempPath, Temp);
  auto Files = llvm::makeIntrusiveRefCnt<clang::FileManager>(
      clang::FileSystemOptions(), std::move(FS));
  bool Layer = !Plain.PrefixIncludes.empty();
  if (!runOnPrefix(Build,
                   std::make_unique<BuildPchAction>(
                       std::string(TempPath), parsedSdkRoot(Build),
                       Layer ? nullptr : &E.Includes,
                       Layer ? E.Names.get() : nullptr),
                   *Files)) {
    fs::remove(TempPath);
    E.Includes.clear();
    return;
  }
  if (!replaceWith(Dir, Temp, Name))
    return;
  writeStamps(*Files, Dir, Name, E.Includes, Layer ? E.Names.get() : nullptr);
  E.Path = std::string(Path);
  ++Built;
  uint64_t Size = 0;
  if (!fs::file_size(Path, Size))
    BuiltBytes += Size;
}
