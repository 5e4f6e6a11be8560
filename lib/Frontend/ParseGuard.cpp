//===- ParseGuard.cpp - One parse that cannot take the run down -----------===//
#include "ParseGuard.h"
#include "cu2hip/Support/ThreadHeap.h"
#include "clang/Basic/Stack.h"
#include "clang/Frontend/CompilerInstance.h"
#include "clang/Frontend/FrontendAction.h"
#include "clang/Lex/PPCallbacks.h"
#include "clang/Lex/Preprocessor.h"
#include "clang/Sema/Sema.h"
#include "clang/Sema/TemplateInstCallback.h"
#include "clang/Tooling/Tooling.h"
#include "llvm/Config/llvm-config.h"
#include "llvm/Support/CrashRecoveryContext.h"
#include <chrono>
#include <mutex>
#include <optional>
#ifdef LLVM_ON_UNIX
#include <alloca.h>
#include <pthread.h>
#include <signal.h>
#endif

using namespace cu2hip;

namespace {

using Clock = std::chrono::steady_clock;

/// The parse thread's stack. Only the pages a parse touches cost memory.
/// Clang recurses once per nesting level, 1 to 5 KiB each, so this takes
/// real code of any depth and hostile nests of about a hundred thousand
/// levels; deeper, the overflow is caught.
constexpr size_t ParseStackBytes = size_t(512) << 20;
/// Smaller stacks tried when the address space or the commit limit refuse
/// the first (many parses at once under strict overcommit).
constexpr size_t MinParseStackBytes = size_t(32) << 20;
/// Below the stack: a frame larger than one page must not step over it.
constexpr size_t GuardBytes = size_t(1) << 20;
/// Where the handler of a stack overflow runs (it and LLVM's handlers need
/// far less).
constexpr size_t AltStackBytes = size_t(256) << 10;
/// Clang's clang::runWithSufficientStackSpace moves the rest of a deep
/// instantiation to a fresh 8 MiB thread once it believes fewer than 256 KiB
/// of its clang::DesiredStackSize are left below the bottom noted with
/// clang::noteBottomOfStack. That thread would have neither this parse's
/// crash recovery nor its budget (and Clang ignores a crash recovered
/// there). The parse runs this far below the noted bottom, a distance Clang
/// takes for a stack scheme it does not know, and stays on this thread.
constexpr size_t StackCheckGap = clang::DesiredStackSize + (size_t(1) << 20);
/// How many budget checks pass between looks at the clock and the
/// allocators; the cancel flag is read on every one.
constexpr unsigned SlowCheckInterval = 1024;

/// What one parse may spend, checked from Clang's callbacks on the parse's
/// own thread.
class Budget {
public:
  explicit Budget(const FrontendOptions &Options)
      : Cancel(Options.Cancel), MemoryLimit(Options.UnitMemoryMiB << 20) {
    if (Options.UnitTimeoutSeconds)
      Deadline =
          Clock::now() + std::chrono::seconds(Options.UnitTimeoutSeconds);
  }

  /// The context the parse runs under, null once it is over (its compiler
  /// instance may be gone by then). Called on the parse's thread.
  void guard(llvm::CrashRecoveryContext *CRC) {
    Guard = CRC;
    // The heap bound starts with the parse and ends with it, however it
    // ends (this is called again with null after RunSafely).
    HeapLimit.reset();
    if (CRC && MemoryLimit)
      HeapLimit.emplace(static_cast<int64_t>(MemoryLimit), &heapExceeded, this);
  }
  void watch(clang::CompilerInstance &Compiler) { CI = &Compiler; }

  void check() {
    if (!Guard)
      return;
    if (Cancel && Cancel->load(std::memory_order_relaxed))
      abandon(ParseEnd::Cancelled);
    // Every check, as it costs a read: one token can be a macro argument
    // that its expansion copies many times over.
    if (HeapLimit && HeapLimit->passed())
      abandon(ParseEnd::OutOfMemory);
    if (++Checks % SlowCheckInterval)
      return;
    if (Deadline && Clock::now() > *Deadline)
      abandon(ParseEnd::TimedOut);
    if (MemoryLimit && CI && memoryInUse(*CI) > MemoryLimit)
      abandon(ParseEnd::OutOfMemory);
  }

  ParseEnd end() const { return End; }

private:
  /// ThreadHeapLimit's callback: a large allocation would pass the bound.
  static void heapExceeded(void *Self) {
    static_cast<Budget *>(Self)->abandon(ParseEnd::OutOfMemory);
  }

  /// Unwinds to the start of the parse. Only on the parse's own thread and
  /// under its own context: anywhere else HandleExit would unwind into
  /// somebody else's recovery.
  void abandon(ParseEnd Why) {
    if (llvm::CrashRecoveryContext::GetCurrent() != Guard)
      return;
    End = Why;
    Guard->HandleExit(1);
  }

  /// What the parse's Clang structures hold: the AST, the source manager's
  /// tables and buffers (mapped files included), the preprocessor's tables.
  /// With the parse thread's heap (ThreadHeap.h), which counts what these
  /// leave out (the token vectors of macro arguments), it is where a runaway
  /// parse's memory goes: a macro bomb fills the source-location table or
  /// its arguments' tokens, deep templates fill the AST.
  static uint64_t memoryInUse(clang::CompilerInstance &CI) {
    uint64_t Bytes = 0;
    if (CI.hasSourceManager()) {
      const clang::SourceManager &SM = CI.getSourceManager();
      clang::SourceManager::MemoryBufferSizes Buffers =
          SM.getMemoryBufferSizes();
      Bytes += SM.getContentCacheSize() + SM.getDataStructureSizes() +
               Buffers.malloc_bytes + Buffers.mmap_bytes;
    }
    if (CI.hasPreprocessor()) {
      clang::Preprocessor &PP = CI.getPreprocessor();
      Bytes += PP.getTotalMemory() +
               PP.getIdentifierTable().getAllocator().getTotalMemory();
    }
    if (CI.hasASTContext()) {
      const clang::ASTContext &Ctx = CI.getASTContext();
      Bytes += Ctx.getASTAllocatedMemory() + Ctx.getSideTableAllocatedMemory();
    }
    return Bytes;
  }

  const std::atomic<bool> *Cancel;
  uint64_t MemoryLimit;
  std::optional<Clock::time_point> Deadline;
  llvm::CrashRecoveryContext *Guard = nullptr;
  clang::CompilerInstance *CI = nullptr;
  std::optional<ThreadHeapLimit> HeapLimit;
  unsigned Checks = 0;
  ParseEnd End = ParseEnd::Finished;
};

/// The preprocessor's events that can repeat without end: macro
/// expansions (which may yield no token at all) and files entered.
class BudgetCallbacks : public clang::PPCallbacks {
public:
  explicit BudgetCallbacks(Budget &B) : B(B) {}

  void MacroExpands(const clang::Token &, const clang::MacroDefinition &,
                    clang::SourceRange, const clang::MacroArgs *) override {
    B.check();
  }
  void LexedFileChanged(clang::FileID, LexedFileChangeReason,
                        clang::SrcMgr::CharacteristicKind, clang::FileID,
                        clang::SourceLocation) override {
    B.check();
  }

private:
  Budget &B;
};

/// Template instantiations, which Sema runs after the tokens that asked
/// for them.
class BudgetInstantiations : public clang::TemplateInstantiationCallback {
public:
  explicit BudgetInstantiations(Budget &B) : B(B) {}

  void initialize(const clang::Sema &) override {}
  void finalize(const clang::Sema &) override {}
  void atTemplateBegin(const clang::Sema &,
                       const clang::Sema::CodeSynthesisContext &) override {
    B.check();
  }
  void atTemplateEnd(const clang::Sema &,
                     const clang::Sema::CodeSynthesisContext &) override {}

private:
  Budget &B;
};

/// Runs the wrapped action with the budget's checks in its compiler.
class BudgetedAction : public clang::WrapperFrontendAction {
public:
  BudgetedAction(std::unique_ptr<clang::FrontendAction> Wrapped, Budget &B)
      : WrapperFrontendAction(std::move(Wrapped)), B(B) {}

protected:
  bool BeginSourceFileAction(clang::CompilerInstance &CI) override {
    if (!WrapperFrontendAction::BeginSourceFileAction(CI))
      return false;
    B.watch(CI);
    clang::Preprocessor &PP = CI.getPreprocessor();
    PP.addPPCallbacks(std::make_unique<BudgetCallbacks>(B));
    // Every token lexed, those of macro arguments expanded ahead of their
    // use included (where a macro doubling its argument spends its time).
    PP.setTokenWatcher([&B = B](const clang::Token &) { B.check(); });
    PP.setPreprocessToken(true);
    return true;
  }

  void ExecuteAction() override {
    // Sema is made here, as ASTFrontendAction::ExecuteAction would make
    // it, so that it reports its template instantiations.
    clang::CompilerInstance &CI = getCompilerInstance();
    if (!usesPreprocessorOnly() && CI.hasPreprocessor() && CI.hasASTContext() &&
        CI.hasASTConsumer() && !CI.hasSema()) {
      CI.createSema(getTranslationUnitKind(), nullptr);
      CI.getSema().TemplateInstCallbacks.push_back(
          std::make_unique<BudgetInstantiations>(B));
    }
    WrapperFrontendAction::ExecuteAction();
  }

private:
  Budget &B;
};

/// Crash recovery is process-wide (signal handlers): turned on once, for
/// every parse, and left on; the flag only keeps it from being done twice.
void enableCrashRecovery() {
  static std::once_flag Once;
  std::call_once(Once, [] {
    llvm::CrashRecoveryContext::Enable();
#ifdef LLVM_ON_UNIX
    // CrashRecoveryContext installs its handlers without SA_ONSTACK, so
    // the handler of a stack overflow would need the stack that just
    // overflowed: run it on the parse thread's alternate stack instead.
    for (int Signal : {SIGSEGV, SIGBUS}) {
      struct sigaction Action;
      if (sigaction(Signal, nullptr, &Action) == 0 &&
          !(Action.sa_flags & SA_ONSTACK)) {
        Action.sa_flags |= SA_ONSTACK;
        sigaction(Signal, &Action, nullptr);
      }
    }
#endif
  });
}

/// One parse and how it ended.
struct ParseWork {
  llvm::function_ref<void()> Fn;
  Budget &B;
  /// On a thread of ours (big stack, alternate signal stack), not on the
  /// caller's as a last resort.
  bool OwnThread = true;
  bool Recovered = false; ///< RunSafely returned false
  int RetCode = 0;        ///< CrashRecoveryContext::RetCode then
};

#ifdef LLVM_ON_UNIX
/// See StackCheckGap. Not inlined, so the gap is this frame's alone.
LLVM_ATTRIBUTE_NOINLINE void runBelowStackCheck(llvm::function_ref<void()> Fn) {
  volatile char *Gap = static_cast<char *>(alloca(StackCheckGap));
  Gap[0] = 0; // keeps the gap
  Fn();
}
#endif

void runRecovering(ParseWork &W) {
  llvm::CrashRecoveryContext CRC;
  W.B.guard(&CRC);
  bool Finished = CRC.RunSafely([&] {
#ifdef LLVM_ON_UNIX
    if (W.OwnThread)
      return runBelowStackCheck(W.Fn);
#endif
    W.Fn();
  });
  W.B.guard(nullptr);
  if (!Finished) {
    W.Recovered = true;
    W.RetCode = CRC.RetCode;
  }
  // ~CrashRecoveryContext runs the cleanups registered under it: an
  // abandoned parse's compiler instance and action are freed here.
}

#ifdef LLVM_ON_UNIX
void *parseThreadMain(void *Arg) {
  ParseWork &W = *static_cast<ParseWork *>(Arg);
  std::unique_ptr<char[]> AltStack(new char[AltStackBytes]);
  stack_t Alt = {};
  Alt.ss_sp = AltStack.get();
  Alt.ss_size = AltStackBytes;
  bool HaveAlt = sigaltstack(&Alt, nullptr) == 0;
  // Clang measures its stack use from here (see StackCheckGap).
  clang::noteBottomOfStack(/*ForceSet=*/true);
  runRecovering(W);
  if (HaveAlt) {
    stack_t Off = {};
    Off.ss_flags = SS_DISABLE;
    sigaltstack(&Off, nullptr);
  }
  return nullptr;
}
#endif

void runParseWork(ParseWork &W) {
  enableCrashRecovery();
#ifdef LLVM_ON_UNIX
  for (size_t Stack = ParseStackBytes; Stack >= MinParseStackBytes;
       Stack /= 4) {
    pthread_attr_t Attr;
    if (pthread_attr_init(&Attr) != 0)
      break;
    pthread_attr_setstacksize(&Attr, Stack);
    pthread_attr_setguardsize(&Attr, GuardBytes);
    pthread_t Thread;
    int Error = pthread_create(&Thread, &Attr, parseThreadMain, &W);
    pthread_attr_destroy(&Attr);
    if (Error == 0) {
      pthread_join(Thread, nullptr);
      return;
    }
  }
#endif
  // No thread to be had: on this one, where a crash other than a stack
  // overflow is still recovered from.
  W.OwnThread = false;
  runRecovering(W);
}

/// FrontendActionFactory::runInvocation on a guarded thread, with the
/// compiler instance and the action on the heap and registered with the
/// crash-recovery context, so that an abandoned parse's memory is freed.
class GuardedToolAction : public clang::tooling::ToolAction {
public:
  GuardedToolAction(std::unique_ptr<clang::FrontendAction> Action, Budget &B,
                    GuardedRun &Run)
      : Action(std::move(Action)), B(B), Run(Run) {}

  bool runInvocation(std::shared_ptr<clang::CompilerInvocation> Invocation,
                     clang::FileManager *Files,
                     std::shared_ptr<clang::PCHContainerOperations> PCHOps,
                     clang::DiagnosticConsumer *Diags) override {
    bool Succeeded = false;
    auto Parse = [&] {
      auto CI = std::make_unique<clang::CompilerInstance>(std::move(Invocation),
                                                          std::move(PCHOps));
      llvm::CrashRecoveryContextCleanupRegistrar<clang::CompilerInstance>
          CICleanup(CI.get());
      CI->setVirtualFileSystem(Files->getVirtualFileSystemPtr());
      CI->setFileManager(Files);
      // Freed before the compiler, as the action may need it until then.
      std::unique_ptr<clang::FrontendAction> Act =
          std::make_unique<BudgetedAction>(std::move(Action), B);
      llvm::CrashRecoveryContextCleanupRegistrar<clang::FrontendAction>
          ActCleanup(Act.get());
      CI->createDiagnostics(Diags, /*ShouldOwnClient=*/false);
      if (!CI->hasDiagnostics())
        return;
      CI->createSourceManager();
      Succeeded = CI->ExecuteAction(*Act);
      Files->clearStatCache();
    };
    ParseWork W{Parse, B};
    runParseWork(W);
    if (W.Recovered) {
      Run.End = B.end() == ParseEnd::Finished ? ParseEnd::Crashed : B.end();
      if (Run.End == ParseEnd::Crashed && W.RetCode > 128)
        Run.Signal = W.RetCode - 128;
      return false;
    }
    Run.Succeeded = Succeeded;
    return Succeeded;
  }

private:
  std::unique_ptr<clang::FrontendAction> Action;
  Budget &B;
  GuardedRun &Run;
};

std::string signalName(int Signal) {
#ifdef LLVM_ON_UNIX
  switch (Signal) {
  case SIGSEGV:
    return "SIGSEGV, most likely a stack overflow from deep nesting";
  case SIGBUS:
    return "SIGBUS";
  case SIGABRT:
    return "SIGABRT";
  case SIGILL:
    return "SIGILL";
  case SIGFPE:
    return "SIGFPE";
  case SIGTRAP:
    return "SIGTRAP";
  }
#endif
  return "signal " + std::to_string(Signal);
}

} // namespace

GuardedRun cu2hip::runGuardedParse(
    const std::vector<std::string> &CommandLine,
    std::unique_ptr<clang::FrontendAction> Action, clang::FileManager &Files,
    clang::DiagnosticConsumer &Diags, const FrontendOptions &Options) {
  GuardedRun Run;
  Budget B(Options);
  GuardedToolAction Tool(std::move(Action), B, Run);
  clang::tooling::ToolInvocation Invocation(
      CommandLine, &Tool, &Files,
      std::make_shared<clang::PCHContainerOperations>());
  Invocation.setDiagnosticConsumer(&Diags);
  Invocation.run();
  return Run;
}

std::string cu2hip::unfinishedParseMessage(const GuardedRun &Run,
                                           const FrontendOptions &Options) {
  std::string Why;
  switch (Run.End) {
  case ParseEnd::Finished:
    return "";
  case ParseEnd::Crashed:
    // No signal: Clang ended itself (report_fatal_error exits through the
    // recovery context).
    Why = Run.Signal ? "clang crashed (" + signalName(Run.Signal) + ")"
                     : std::string("clang stopped on an internal error");
    break;
  case ParseEnd::TimedOut:
    Why = "clang took longer than " +
          std::to_string(Options.UnitTimeoutSeconds) + " s (--unit-timeout)";
    break;
  case ParseEnd::OutOfMemory:
    Why = "clang needed more than " + std::to_string(Options.UnitMemoryMiB) +
          " MiB (--unit-memory)";
    break;
  case ParseEnd::Cancelled:
    Why = "interrupted";
    break;
  case ParseEnd::TooDeep:
    Why = "brackets nested too deep";
    break;
  }
  return Why + ": parse abandoned, translated from its tokens only";
}
