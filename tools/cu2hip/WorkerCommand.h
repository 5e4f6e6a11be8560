//===- WorkerCommand.h - `cu2hip --persistent_worker` -----------*- C++ -*-===//
#ifndef CU2HIP_TOOLS_WORKERCOMMAND_H
#define CU2HIP_TOOLS_WORKERCOMMAND_H

#include "cu2hip/Frontend/SdkPch.h"
#include "cu2hip/Mapping/MappingTable.h"
#include "llvm/ADT/ArrayRef.h"
#include "llvm/Support/Error.h"
#include <atomic>
#include <functional>
#include <map>
#include <memory>
#include <string>

/// What a persistent worker keeps between its actions: the mapping table of
/// each set of --rules files, and the SDK precompiled against it.
class WorkerTables {
public:
  struct Kept {
    cu2hip::MappingTable Table;
    /// In a temporary folder of its own, whatever the actions' cache.
    std::unique_ptr<cu2hip::SdkPchCache> Pchs;
  };
  /// The table of \p RuleFiles as they read now, built on first use; an
  /// error when one cannot be read or is no rule file.
  llvm::Expected<Kept &> get(llvm::ArrayRef<std::string> RuleFiles);

private:
  /// Keyed by the files' paths and contents.
  std::map<std::string, std::unique_ptr<Kept>> ByRules;
};

/// Whether \p Args ask for a persistent worker.
bool isPersistentWorker(llvm::ArrayRef<const char *> Args);

/// Serves Bazel's worker protocol (proto or JSON, as the first request
/// says) on stdin and stdout: each request's
/// arguments are one cu2hip command line, run by \p RunAction (its exit
/// status is the response's), with what it prints sent back as the
/// response's output. Returns at the end of stdin (0) or once \p Stop is set
/// (130).
int workerMain(const std::function<int(llvm::ArrayRef<std::string>)> &RunAction,
               const std::atomic<bool> &Stop);

#endif
