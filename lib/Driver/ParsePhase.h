//===- ParsePhase.h - Parse every translation unit once ---------*- C++ -*-===//
///
/// \file
/// The Clang part of a run: each translation unit is parsed once (or its
/// facts come from the cache), on N threads, against a precompiled SDK, and
/// the facts every parse found for each user file are merged in a fixed
/// order, so that a header shared by many units is translated once, with
/// what all of them know, and the result never depends on thread timing.
///
//===----------------------------------------------------------------------===//
#ifndef CU2HIP_LIB_DRIVER_PARSEPHASE_H
#define CU2HIP_LIB_DRIVER_PARSEPHASE_H

#include "FactsCache.h"
#include "PrefixIncludes.h"
#include "cu2hip/Driver/Driver.h"
#include "cu2hip/Frontend/SdkPch.h"
#include "llvm/ADT/StringMap.h"
#include <atomic>
#include <functional>
#include <map>
#include <mutex>

namespace llvm {
class ThreadPoolInterface;
}

namespace cu2hip {

/// One parse to run: a file (its canonical path and the text to parse) and
/// the frontend options its build compiles it with.
struct ParseTask {
  std::string Path;
  std::string Display; ///< the path as the user named it, for progress
  llvm::StringRef Content;
  FrontendOptions Options;
  /// The names of the user's code before Options.PrefixIncludes' headers:
  /// see LibraryPrefix.
  NamesBefore PrefixMacros = {}, PrefixIdentifiers = {};
  /// Set when only an earlier run's ask earned Options.PrefixIncludes
  /// their PCH: how many of them units of this run share, all the parse
  /// keeps when the cache has no room for that PCH (roomForAsked).
  std::optional<size_t> SharedOfAsked = std::nullopt;
};

/// Content hashes of files, computed once per run; the files being
/// translated are known up front, headers outside the tree are read once.
class FileHashes {
public:
  void add(llvm::StringRef Path, uint64_t Hash);
  std::optional<uint64_t> get(llvm::StringRef Path);

private:
  std::mutex Lock;
  llvm::StringMap<std::optional<uint64_t>> Hashes;
};

class ParsePhase {
public:
  ParsePhase(const MappingTable &Table, const FactsCache &Cache,
             SdkPchCache *Pchs, FileHashes &Hashes,
             const std::atomic<bool> *Cancel)
      : Table(Table), Cache(Cache), Pchs(Pchs), Hashes(Hashes), Cancel(Cancel) {
  }

  /// How a task's parse went: whether it finished, and the user files it
  /// read (canonical, sorted), the main file first.
  struct Outcome {
    ParseEnd End = ParseEnd::Finished;
    std::vector<std::string> Files;
  };

  /// The units will be parsed again soon (an editor holds them): a PCH of
  /// their leading library headers pays off even for one unit.
  void expectReparses() { ReparsesExpected = true; }

  /// Runs \p Tasks on \p Pool; \p Done is called (serialized) after each.
  /// \p Outcomes, when given, receives each task's Outcome, in task order.
  void run(std::vector<ParseTask> &Tasks, llvm::ThreadPoolInterface &Pool,
           const std::function<void(const ParseTask &)> &Done,
           std::vector<Outcome> *Outcomes = nullptr);

  /// Merged facts of \p Path (canonical) if some parse read it with the
  /// content hash \p Hash; null otherwise.
  const AstFacts *factsFor(llvm::StringRef Path, uint64_t Hash) const;

  unsigned parsed() const { return Parsed; }
  unsigned fromCache() const { return FromCache; }

private:
  /// Sets each task's FrontendOptions::PrefixIncludes where a PCH of its
  /// leading library headers pays off.
  void choosePrefixIncludes(std::vector<ParseTask> &Tasks);
  ParsedUnit parseOne(const ParseTask &Task);
  /// Sets Options.PchPath, and clears Options.PrefixIncludes when those
  /// headers do not precompile; ends them before the first header that
  /// shares a name with \p Task's code before it. \p Refused: see
  /// SdkPchCache::get.
  void choosePch(FrontendOptions &Options, const ParseTask &Task,
                 const std::string &Refused) const;
  void merge(const ParsedUnit &Unit);

  const MappingTable &Table;
  const FactsCache &Cache;
  SdkPchCache *Pchs;
  FileHashes &Hashes;
  const std::atomic<bool> *Cancel;
  bool ReparsesExpected = false;
  std::atomic<unsigned> Parsed{0}, FromCache{0};
  struct MergedFile {
    uint64_t Hash = 0;
    AstFacts Facts;
  };
  std::map<std::string, MergedFile> Merged;
};

} // namespace cu2hip

#endif
