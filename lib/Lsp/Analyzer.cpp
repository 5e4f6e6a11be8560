//===- Analyzer.cpp - Translations of open documents, off the main thread -===//
#include "Analyzer.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"
#if defined(__GLIBC__)
#include <malloc.h>
#endif

using namespace cu2hip;
using namespace cu2hip::lsp;
using llvm::StringRef;
namespace path = llvm::sys::path;

std::string cu2hip::lsp::findCompileCommands(StringRef Path, StringRef Dir) {
  auto Database = [](StringRef Folder) {
    llvm::SmallString<256> File(Folder);
    path::append(File, "compile_commands.json");
    return llvm::sys::fs::exists(File) ? std::string(File) : std::string();
  };
  if (!Dir.empty())
    return Database(Dir);
  for (StringRef Folder = path::parent_path(Path); !Folder.empty();
       Folder = path::parent_path(Folder))
    if (std::string Found = Database(Folder); !Found.empty())
      return Found;
  return "";
}

Analyzer::Analyzer(const ServerOptions &Options, const MappingTable &Table,
                   PublishFn Publish)
    : Options(Options), Table(Table), Publish(std::move(Publish)) {
  // The SDK is precompiled once and kept where the batch tool keeps it, so
  // either one's PCH serves the other; without a cache, for this session.
  std::string PchDir;
  if (Options.Driver.UseAst && !Options.Driver.CacheDir.empty())
    PchDir = Options.Driver.CacheDir + "/pch";
  if (Options.Driver.UseAst)
    Pchs = std::make_unique<SdkPchCache>(PchDir, Table);
  Worker = std::thread([this] { work(); });
}

Analyzer::~Analyzer() {
  {
    std::lock_guard<std::mutex> Guard(Lock);
    Stop = true;
    Cancel = true;
  }
  Wake.notify_all();
  Worker.join();
}

void Analyzer::schedule(StringRef Uri, StringRef Path, StringRef Text,
                        int64_t Version) {
  {
    std::lock_guard<std::mutex> Guard(Lock);
    Queue[Uri.str()] = {Path.str(), Text.str(), Version, false};
    Latest[Uri.str()] = Version;
    if (Running == Uri)
      Cancel = true; // that parse is of an older version: abandon it
  }
  Wake.notify_one();
}

void Analyzer::forget(StringRef Uri) {
  {
    std::lock_guard<std::mutex> Guard(Lock);
    Queue[Uri.str()] = {"", "", 0, true};
    Latest.erase(Uri.str());
    Results.erase(Uri.str());
    if (Running == Uri)
      Cancel = true;
  }
  Wake.notify_one();
}

std::shared_ptr<const Analysis> Analyzer::current(StringRef Uri,
                                                  int64_t Version) const {
  std::lock_guard<std::mutex> Guard(Lock);
  auto It = Results.find(Uri.str());
  if (It == Results.end() || It->second->Version != Version)
    return nullptr;
  return It->second;
}

/// A finding about the whole document, for what kept it from translating.
static Finding wholeFileFinding(DiagKind Kind, std::string Message) {
  return Finding(Kind, 0, 0, 0, std::move(Message), "");
}

Analysis Analyzer::analyze(const std::string &Uri, const Pending &P) {
  Analysis A;
  A.Uri = Uri;
  A.Version = P.Version;
  A.Source = P.Text;
  DriverOptions Driver = Options.Driver;
  Driver.Cancel = &Cancel;
  Driver.CompileCommands =
      findCompileCommands(P.Path, Options.CompileCommandsDir);
  llvm::Expected<TextTranslation> T =
      translateText(P.Path, P.Text, Driver, Table, Pchs.get());
  if (!T && !Cancel && !Driver.CompileCommands.empty()) {
    // An unusable database still leaves the file its default flags: say
    // why they are used, and translate.
    std::string Why = llvm::toString(T.takeError());
    Driver.CompileCommands.clear();
    T = translateText(P.Path, P.Text, Driver, Table, Pchs.get());
    if (T)
      T->Result.Findings.insert(
          T->Result.Findings.begin(),
          wholeFileFinding(DiagKind::CompileCommand,
                           "compile_commands.json not used: " + Why));
  }
  if (T) {
    A.Translation = std::move(*T);
    return A;
  }
  std::string Why = llvm::toString(T.takeError());
  A.Translation.Result.Status = FileStatus::Failed;
  A.Translation.Result.Findings.push_back(
      wholeFileFinding(DiagKind::InputError, std::move(Why)));
  return A;
}

/// Hands the memory an analysis freed back to the system, as clangd does
/// (its --malloc-trim): glibc would keep the freed pages of each parse, and
/// the server would stay at the size of the largest one it ever made.
static void releaseFreedMemory() {
#if defined(__GLIBC__)
  malloc_trim(0);
#endif
}

void Analyzer::work() {
  std::unique_lock<std::mutex> Guard(Lock);
  while (true) {
    if (Queue.empty() && !Stop) {
      Guard.unlock();
      releaseFreedMemory(); // idle: nothing newer to translate
      Guard.lock();
    }
    Wake.wait(Guard, [&] { return Stop || !Queue.empty(); });
    if (Stop)
      return;
    auto It = Queue.begin();
    std::string Uri = It->first;
    Pending P = std::move(It->second);
    Queue.erase(It);
    Running = Uri;
    Cancel = false;
    Guard.unlock();
    Analysis A;
    if (P.Close) {
      A.Uri = Uri;
      A.Closed = true;
    } else
      A = analyze(Uri, P);
    Guard.lock();
    Running.clear();
    if (P.Close) {
      Guard.unlock();
      Publish(A);
      Guard.lock();
      continue;
    }
    // Superseded (a newer version is queued) or closed since: dropped.
    auto L = Latest.find(Uri);
    if (Cancel || L == Latest.end() || L->second != P.Version)
      continue;
    auto Shared = std::make_shared<const Analysis>(std::move(A));
    Results[Uri] = Shared;
    Guard.unlock();
    Publish(*Shared);
    Guard.lock();
  }
}
