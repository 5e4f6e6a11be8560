//===- SdkPch.h - The CUDA SDK headers, parsed once -------------*- C++ -*-===//
///
/// \file
/// Almost all of a CUDA parse is the SDK behind Clang's CUDA runtime wrapper,
/// which every translation unit includes first and identically. SdkPchCache
/// precompiles it once per distinct frontend command line (defines and
/// include paths can change what the SDK headers declare) and hands the PCH
/// to every parse with that command line, so a file costs little more than
/// the user's own code. Parses whose files begin with the same library
/// headers (CUB, Thrust, cuBLAS...) share a PCH that holds those too
/// (FrontendOptions::PrefixIncludes), chained on the SDK's: a layer that
/// costs those headers only. PCHs live in the cache directory
/// across runs (their stamps say whether the files they were built from
/// changed), or in a temporary directory removed with the cache. A PCH is
/// handed to Clang only if it is a regular file itself; one is built under
/// a temporary name and renamed over whatever holds its name, so a link or
/// a device there is replaced, never read or written through.
///
//===----------------------------------------------------------------------===//
#ifndef CU2HIP_SDKPCH_H
#define CU2HIP_SDKPCH_H

#include "cu2hip/Frontend/Frontend.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/ADT/StringSet.h"
#include <functional>
#include <memory>
#include <mutex>
#include <optional>
#include <string>

namespace cu2hip {

class SdkPchCache {
public:
  /// PCHs go in \p Dir; "" = a temporary directory of this cache's own.
  /// \p Table generates the stand-in SDK of --no-cuda-sdk parses.
  SdkPchCache(std::string Dir, const MappingTable &Table);
  ~SdkPchCache();
  SdkPchCache(const SdkPchCache &) = delete;
  SdkPchCache &operator=(const SdkPchCache &) = delete;

  /// The PCH for parses with \p Options (its PchPath ignored), built on
  /// first use; thread-safe. "" when it cannot be built: parse without.
  /// \p Refused: a PCH this call returned that Clang would not load (changed
  /// or damaged since): it is built again, once for all threads.
  std::string get(const FrontendOptions &Options, llvm::StringRef Refused = "");

  /// The headers the SDK's PCH for \p Options (its PrefixIncludes and
  /// PchPath ignored) includes by an angled name and guards against a second
  /// inclusion, building that PCH if need be: a parse including one after
  /// the PCH finds it there, so a layer of library headers leaves it out.
  std::vector<std::string> sdkHeaders(const FrontendOptions &Options);
  /// The names in the library headers that a PCH holds beyond the SDK's
  /// (FrontendOptions::PrefixIncludes).
  struct LayerNames {
    /// Every identifier their text uses: a macro of such a name, defined
    /// before them, could change them.
    llvm::StringSet<> Identifiers;
    /// Every macro they define or undefine, where that changes it: an
    /// identifier of that name before them would mean something else after
    /// them.
    llvm::StringSet<> Macros;
  };
  /// Those of the PCH for \p Options; null when they are not known (no
  /// such PCH).
  std::shared_ptr<const LayerNames> layerNames(const FrontendOptions &Options);
  /// Whether a PCH for \p Options would serve a parse again: it is on disk
  /// already, or an earlier run asked for it. The first ask is recorded
  /// (a `.wanted` mark beside where the PCH would go), so a prefix that one
  /// run parses once is precompiled only when a later run parses it again.
  bool wantedBefore(const FrontendOptions &Options);
  /// Keeps the PCHs that only earlier asks earn, each of which serves one
  /// unit, from crowding out those that units share (roomForAsked).
  /// Without it, a second run over a thousand units with distinct leading
  /// headers built a PCH for each, filled the cache, and pruned the shared
  /// ones, which the next run then built again.
  void boundAskedPchs(uint64_t CacheLimit) { AskedLimit = CacheLimit; }
  /// Whether the PCH for \p Options, which only an earlier ask earned, may
  /// be used: it is there, or the cache folder holding this one's pch/
  /// still has room below three quarters of the boundAskedPchs limit (the
  /// folder's size is read once, then the PCHs this cache builds added).
  bool roomForAsked(const FrontendOptions &Options);

  /// For an owner that keeps a cache without a directory across runs (a
  /// persistent worker): wantedBefore() then remembers the asks in memory.
  void keepAcrossRuns() { AcrossRuns = true; }

  /// Called on the thread about to build a PCH (not for one reused from an
  /// earlier run) with the options it is for; what it returns is called
  /// when that build is over, however it went. For a language server to
  /// say why the first result takes seconds.
  using BuildWatcher =
      std::function<std::function<void()>(const FrontendOptions &)>;
  /// Set before the first get().
  void watchBuilds(BuildWatcher W) { Watcher = std::move(W); }

  /// How many PCHs this cache built (not reused from an earlier run).
  unsigned built() const { return Built; }
  /// Whether its PCHs outlive the run (a cache directory, not a temporary).
  bool keptBetweenRuns() const { return !Temporary; }

private:
  struct Entry {
    std::once_flag Once;
    std::string Path;
    bool Rebuild = false; ///< the PCH on disk was refused: do not reuse it
    std::vector<std::string> Includes; ///< the SDK's: see sdkHeaders()
    std::shared_ptr<LayerNames> Names; ///< a layer's: see layerNames()
  };
  /// The entry for \p Name, a new one if \p Refused is still it.
  std::shared_ptr<Entry> entry(const std::string &Name,
                               const std::shared_ptr<Entry> &Refused);
  /// The entry for \p Name with its PCH made (or found unbuildable).
  std::shared_ptr<Entry> ready(const FrontendOptions &Plain,
                               const std::string &Name,
                               const std::shared_ptr<Entry> &Refused);
  void make(Entry &E, const FrontendOptions &Plain, llvm::StringRef Name);
  /// Whether the PCH at \p Path (an earlier run's, or another process's) is
  /// current, built from the files \p FS serves: then \p E takes it.
  bool reuse(Entry &E, llvm::StringRef Name, llvm::StringRef Path,
             llvm::vfs::FileSystem &FS);
  std::string Dir;
  const MappingTable &Table;
  bool Temporary = false;
  bool AcrossRuns = false;
  uint64_t AskedLimit = 0; ///< 0: no bound
  /// The cache folder's size when roomForAsked first read it, less the
  /// bytes this cache had built by then; under Lock.
  std::optional<uint64_t> SizeBefore;
  std::atomic<uint64_t> BuiltBytes{0}; ///< of the PCHs this cache built
  llvm::StringSet<> AskedInMemory;     ///< with AcrossRuns, under Lock
  std::mutex Lock;
  llvm::StringMap<std::shared_ptr<Entry>> Entries;
  std::atomic<unsigned> Built{0};
  BuildWatcher Watcher;
};

} // namespace cu2hip

#endif
