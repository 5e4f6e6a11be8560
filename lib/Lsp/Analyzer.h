//===- Analyzer.h - Translations of open documents, off the main thread ---===//
///
/// \file
/// One worker thread translates documents as they change. Each document has
/// at most one translation waiting (a newer version replaces it), and a
/// newer version abandons the parse of an older one under way, so edits
/// supersede stale work instead of queuing behind it. Results are published
/// by the worker only, in order, and only while they are of the document's
/// latest version: a stale result is never published over a newer one.
///
//===----------------------------------------------------------------------===//
#ifndef CU2HIP_LIB_LSP_ANALYZER_H
#define CU2HIP_LIB_LSP_ANALYZER_H

#include "cu2hip/Frontend/SdkPch.h"
#include "cu2hip/Lsp/Server.h"
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
  std::string Source;  ///< the text translated
  TextTranslation Translation;
};

class Analyzer {
public:
  /// \p Publish gets each current analysis, or for a closed document one
  /// with no findings; called on the worker thread.
  using PublishFn = std::function<void(const Analysis &)>;
  Analyzer(const ServerOptions &Options, const MappingTable &Table,
           PublishFn Publish);
  ~Analyzer();

  void schedule(llvm::StringRef Uri, llvm::StringRef Path, llvm::StringRef Text,
                int64_t Version);
  /// The document is closed: its work is dropped, its diagnostics cleared.
  void forget(llvm::StringRef Uri);
  /// The latest published analysis of \p Uri, if it is of \p Version.
  std::shared_ptr<const Analysis> current(llvm::StringRef Uri,
                                          int64_t Version) const;
  /// current(), once the worker has published it, waiting up to
  /// \p Patience; null after that, or when \p Version is no longer the
  /// document's latest (closed, changed).
  std::shared_ptr<const Analysis> waitFor(llvm::StringRef Uri, int64_t Version,
                                          std::chrono::milliseconds Patience);

private:
  struct Pending {
    std::string Path, Text;
    int64_t Version = 0;
    bool Close = false;
  };
  void work();
  Analysis analyze(const std::string &Uri, const Pending &P);

  const ServerOptions &Options;
  const MappingTable &Table;
  PublishFn Publish;
  std::unique_ptr<SdkPchCache> Pchs;
  mutable std::mutex Lock;
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

/// The compile_commands.json that \p Path's flags come from: in \p Dir when
/// given, else the nearest in Path's folder or above; "" when none.
std::string findCompileCommands(llvm::StringRef Path, llvm::StringRef Dir);

} // namespace cu2hip::lsp

#endif
