//===- ParseGuard.h - One parse that cannot take the run down ---*- C++ -*-===//
///
/// \file
/// Hostile input can make Clang overflow its stack (templates nested 5,000
/// deep), run for ever, or fill the machine (a macro that doubles 40 times).
/// A guarded parse runs on a thread of its own with a large stack, under a
/// crash-recovery context, and checks a budget (interrupt, time, memory) as
/// Clang reads tokens, expands macros, enters files and instantiates
/// templates. A crash or a check that fails ends that parse only: the
/// parse's thread jumps back to where it started and the compiler instance
/// is freed, so the run goes on with the next file.
///
//===----------------------------------------------------------------------===//
#ifndef CU2HIP_LIB_FRONTEND_PARSEGUARD_H
#define CU2HIP_LIB_FRONTEND_PARSEGUARD_H

#include "cu2hip/Frontend/Frontend.h"
#include <memory>
#include <string>
#include <vector>

namespace clang {
class DiagnosticConsumer;
class FileManager;
class FrontendAction;
} // namespace clang

namespace cu2hip {

/// How a guarded run of Clang went.
struct GuardedRun {
  ParseEnd End = ParseEnd::Finished;
  /// With ParseEnd::Crashed: the signal Clang died of.
  int Signal = 0;
  /// With ParseEnd::Finished: whether Clang itself succeeded.
  bool Succeeded = false;
};

/// Runs \p Action on \p CommandLine (a clang++ command) over \p Files, with
/// Clang's diagnostics going to \p Diags, under the bounds and the cancel
/// flag of \p Options. \p Action is freed whatever happens.
GuardedRun runGuardedParse(const std::vector<std::string> &CommandLine,
                           std::unique_ptr<clang::FrontendAction> Action,
                           clang::FileManager &Files,
                           clang::DiagnosticConsumer &Diags,
                           const FrontendOptions &Options);

/// What a parse-error finding says about a parse that did not finish.
std::string unfinishedParseMessage(const GuardedRun &Run,
                                   const FrontendOptions &Options);

} // namespace cu2hip

#endif
