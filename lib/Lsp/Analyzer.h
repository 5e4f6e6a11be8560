//===- Analyzer.h - Translations of open documents, off the main thread ---===//
///
/// \file
/// One worker thread translates documents as they change. Each document has
/// at most one translation waiting (a newer version replaces it), and a
/// newer version abandons the parse of an older one under way, so edits
/// supersede stale work instead of queuing behind it. Results are published
/// by the worker only, in order, and only while they are of the document's
/// latest version and of the current configuration: a stale result is never
/// published over a newer one. A crash while translating ends that
/// analysis only (Clang's parse has its own recovery, ParseGuard.h; the
/// rest of the translation runs under one here).
///
//===----------------------------------------------------------------------===//
#ifndef CU2HIP_LIB_LSP_ANALYZER_H
#define CU2HIP_LIB_LSP_ANALYZER_H

#include "Settings.h"
#include "cu2hip/Frontend/SdkPch.h"
#include <atomic>
#include <chrono>
#include <condition_variable>
#include <functional>
#include <map>
#include <memory>
#include <mutex>
#include <thread>

namespace cu2hip::lsp {

/// One document version's translation.
struct Analysis {
  std::string Uri;
  int64_t Version = 0;
  bool Closed = false; ///< the document was closed: no findings
  /// cu2hip itself crashed translating this version: a failed translation
  /// whose one finding says so (a crash of Clang's parse is not one: it
  /// leaves the token-level findings, as TextTranslation::Parse says).
  bool Crashed = false;
  std::string Path;        ///< the document's file
  std::string Source;      ///< the text translated
  ConfigurationPtr Config; ///< what it was made with
  TextTranslation Translation;
};

class Analyzer {
public:
  /// \p Publish gets each current analysis, or for a closed document one
  /// with no findings; called on the worker thread. \p Watch sees the SDK
  /// PCHs built (SdkPchCache::watchBuilds).
  using PublishFn = std::function<void(const Analysis &)>;
  Analyzer(ConfigurationPtr Config, SdkPchCache::BuildWatcher Watch,
           PublishFn Publish);
  ~Analyzer();

  /// Analyses from now on are made with \p Config; the one under way, made
  /// with the previous configuration, is abandoned and not published. The
  /// caller schedules the open documents again.
  void configure(ConfigurationPtr Config);
  void schedule(llvm::StringRef Uri, llvm::StringRef Path, llvm::StringRef Text,
                int64_t Version);
  /// The document is closed: its work is dropped, its diagnostics cleared.
  void forget(llvm::StringRef Uri);
  /// The latest published analysis of \p Uri, if it is of \p Version.
  std::shared_ptr<const Analysis> current(llvm::StringRef Uri,
                                          int64_t Version) const;
  /// current(), once the worker has published it, waiting up to
  /// \p Patience; null after that, when \p Version is no longer the
  /// document's latest (closed, changed), or once \p GiveUp is set (and
  /// wakeWaiters() called).
  std::shared_ptr<const Analysis>
  waitFor(llvm::StringRef Uri, int64_t Version,
          std::chrono::milliseconds Patience,
          const std::atomic<bool> *GiveUp = nullptr);
  /// Has waitFor() look at its GiveUp flag again.
  void wakeWaiters();

private:
  struct Pending {
    std::string Path, Text;
    int64_t Version = 0;
    bool Close = false;
  };
  /// What analyses are made with now: replaced, never changed, together.
  struct Setup {
    ConfigurationPtr Config;
    /// The precompiled SDK for Config's table (the stand-in SDK comes from
    /// it); null without parses.
    std::shared_ptr<SdkPchCache> Pchs;
  };
  void work();
  Analysis analyze(const std::string &Uri, const Pending &P, const Setup &S);
  std::shared_ptr<SdkPchCache> pchesFor(const Configuration &Config) const;

  SdkPchCache::BuildWatcher Watch;
  PublishFn Publish;
  mutable std::mutex Lock;
  Setup Current;
  std::condition_variable Wake;
  std::condition_variable Published; ///< Results changed
  std::map<std::string, Pending> Queue;
  std::map<std::string, int64_t> Latest; ///< open documents' last version
  std::map<std::string, std::shared_ptr<const Analysis>> Results;
  std::string Running;
  std::atomic<bool> Cancel{false};
  bool Stop = false;
  std::thread Worker;
};

} // namespace cu2hip::lsp

#endif
