//===- Analyzer.cpp - Translations of open documents, off the main thread -===//
#include "Analyzer.h"
#include "ProjectFlags.h"
#include "llvm/Support/CrashRecoveryContext.h"
#if defined(__GLIBC__)
#include <malloc.h>
#endif

using namespace cu2hip;
using namespace cu2hip::lsp;
using llvm::StringRef;

Analyzer::Analyzer(ConfigurationPtr Config, SdkPchCache::BuildWatcher Watch,
                   PublishFn Publish)
    : Watch(std::move(Watch)), Publish(std::move(Publish)) {
  Current.Pchs = pchesFor(*Config);
  Current.Config = std::move(Config);
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

std::shared_ptr<SdkPchCache>
Analyzer::pchesFor(const Configuration &Config) const {
  const DriverOptions &Driver = Config.Options.Driver;
  if (!Driver.UseAst)
    return nullptr;
  // The SDK is precompiled once and kept where the batch tool keeps it, so
  // either one's PCH serves the other; without a cache, for this session.
  std::string PchDir;
  if (!Driver.CacheDir.empty())
    PchDir = Driver.CacheDir + "/pch";
  auto Pchs = std::make_shared<SdkPchCache>(PchDir, *Config.Table);
  Pchs->watchBuilds(Watch);
  return Pchs;
}

void Analyzer::configure(ConfigurationPtr Config) {
  std::lock_guard<std::mutex> Guard(Lock);
  // A cache's PCHs are named after their command lines, a new CUDA path's
  // included; a new table (rules) makes new stand-in headers.
  if (Config->Table != Current.Config->Table)
    Current.Pchs = pchesFor(*Config);
  Current.Config = std::move(Config);
  if (!Running.empty())
    Cancel = true;
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

std::shared_ptr<const Analysis>
Analyzer::waitFor(StringRef Uri, int64_t Version,
                  std::chrono::milliseconds Patience,
                  const std::atomic<bool> *GiveUp) {
  std::unique_lock<std::mutex> Guard(Lock);
  std::shared_ptr<const Analysis> Found;
  Published.wait_for(Guard, Patience, [&] {
    auto It = Results.find(Uri.str());
    if (It != Results.end() && It->second->Version == Version)
      Found = It->second;
    auto L = Latest.find(Uri.str());
    return Found || Stop || L == Latest.end() || L->second != Version ||
           (GiveUp && *GiveUp);
  });
  return Found;
}

void Analyzer::wakeWaiters() {
  // Under the lock: a waiter either sees its flag set or gets this wake-up.
  std::lock_guard<std::mutex> Guard(Lock);
  Published.notify_all();
}

/// The translation of \p Text as \p Path with \p S's configuration and the
/// flags of Path's project.
static llvm::Expected<TextTranslation>
translate(StringRef Path, StringRef Text, const Configuration &C,
          SdkPchCache *Pchs, const std::atomic<bool> &Cancel) {
  DriverOptions Driver = C.Options.Driver;
  Driver.Cancel = &Cancel;
  std::vector<Finding> About = useFlags(
      findFlagsSource(Path, C.Options.CompileCommandsDir), Path, Driver);
  llvm::Expected<TextTranslation> T =
      translateText(Path, Text, Driver, *C.Table, Pchs);
  if (!T && !Cancel && !Driver.CompileCommands.empty()) {
    // An unusable database still leaves the file its default flags: say
    // why they are used, and translate.
    About.push_back(wholeFileFinding(DiagKind::CompileCommand,
                                     "compile_commands.json not used: " +
                                         llvm::toString(T.takeError())));
    Driver.CompileCommands.clear();
    T = translateText(Path, Text, Driver, *C.Table, Pchs);
  }
  if (T) {
    std::vector<Finding> &Findings = T->Result.Findings;
    Findings.insert(Findings.begin(), About.begin(), About.end());
  }
  return T;
}

Analysis Analyzer::analyze(const std::string &Uri, const Pending &P,
                           const Setup &S) {
  Analysis A;
  A.Uri = Uri;
  A.Version = P.Version;
  A.Path = P.Path;
  A.Source = P.Text;
  A.Config = S.Config;
  std::optional<llvm::Expected<TextTranslation>> T;
  // A crash in cu2hip's own code ends this analysis, not the server.
  llvm::CrashRecoveryContext::Enable();
  llvm::CrashRecoveryContext Recovery;
  if (!Recovery.RunSafely([&] {
        T.emplace(translate(P.Path, P.Text, *S.Config, S.Pchs.get(), Cancel));
      })) {
    // A failed translation: no fixes, actions or commands from it.
    A.Crashed = true;
    A.Translation.Result.Status = FileStatus::Failed;
    A.Translation.Result.Findings.push_back(wholeFileFinding(
        DiagKind::InputError,
        "cu2hip crashed translating this text: its findings are not known"));
    return A;
  }
  if (*T) {
    A.Translation = std::move(**T);
    return A;
  }
  A.Translation.Result.Status = FileStatus::Failed;
  A.Translation.Result.Findings.push_back(
      wholeFileFinding(DiagKind::InputError, llvm::toString(T->takeError())));
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
    Setup S = Current;
    Guard.unlock();
    Analysis A;
    if (P.Close) {
      A.Uri = Uri;
      A.Closed = true;
      A.Config = S.Config;
    } else
      A = analyze(Uri, P, S);
    Guard.lock();
    Running.clear();
    if (P.Close) {
      Guard.unlock();
      Publish(A);
      Guard.lock();
      continue;
    }
    // Superseded (a newer version is queued, or new settings), or closed
    // since: dropped.
    auto L = Latest.find(Uri);
    if (Cancel || L == Latest.end() || L->second != P.Version ||
        S.Config != Current.Config)
      continue;
    auto Shared = std::make_shared<const Analysis>(std::move(A));
    Results[Uri] = Shared;
    Published.notify_all();
    Guard.unlock();
    Publish(*Shared);
    Guard.lock();
  }
}
