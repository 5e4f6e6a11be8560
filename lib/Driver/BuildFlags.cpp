//===- BuildFlags.cpp - The user's build, file by file --------------------===//
#include "BuildFlags.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"

using namespace cu2hip;
using namespace cu2hip::driver;
using llvm::StringRef;
namespace fs = llvm::sys::fs;
namespace path = llvm::sys::path;

llvm::Error
BuildFlags::load(const DriverOptions &Options, const std::vector<Job> &Jobs,
                 const std::vector<std::pair<std::string, std::string>> &Roots,
                 RunStats &Stats) {
  if (!Options.CompileCommands.empty()) {
    llvm::Expected<std::vector<CompileCommand>> Commands =
        loadCompileCommands(Options.CompileCommands);
    if (!Commands)
      return Commands.takeError();
    for (CompileCommand &C : *Commands) {
      std::string Key = canonicalPath(C.File);
      ByFile.try_emplace(Key, std::move(C));
    }
    Stats.CompileCommands = llvm::count_if(Jobs, [&](const Job &J) {
      return !J.Canonical.empty() && ByFile.count(J.Canonical);
    });
    return llvm::Error::success();
  }
  // Without a database: the directories the tree's own #includes need.
  for (const auto &[Root, Out] : Roots) {
    if (!fs::is_directory(Root))
      continue;
    std::vector<std::pair<std::string, StringRef>> Files;
    for (const Job &J : Jobs)
      if (J.Content && J.Kind == JobKind::Source && isWithin(J.Canonical, Root))
        Files.emplace_back(J.Canonical, J.Content->getBuffer());
    for (std::string &Dir : inferIncludeDirs(Root, Files))
      Inferred.push_back(std::move(Dir));
  }
  Stats.InferredIncludeDirs = Inferred;
  return llvm::Error::success();
}

const CompileCommand *BuildFlags::command(StringRef Canonical) const {
  auto It = ByFile.find(Canonical);
  return It == ByFile.end() ? nullptr : &It->second;
}

void BuildFlags::noteWarnings(std::vector<Job> &Jobs) const {
  for (Job &J : Jobs)
    if (const CompileCommand *C = command(J.Canonical))
      for (const std::string &W : C->Warnings)
        J.InputFindings.emplace_back(DiagKind::CompileCommand, 0, 0, 0,
                                     "compile_commands.json: " + W, "");
}

/// Length of the directory part \p A and \p B share.
static size_t commonDirPrefix(StringRef A, StringRef B) {
  size_t N = 0, LastSep = 0;
  while (N < A.size() && N < B.size() && A[N] == B[N]) {
    if (path::is_separator(A[N]))
      LastSep = N;
    ++N;
  }
  return LastSep;
}

std::vector<std::string> BuildFlags::argsFor(StringRef Canonical) const {
  if (const CompileCommand *C = command(Canonical))
    return C->ClangArgs;
  StringRef NearestKey;
  const CompileCommand *Nearest = nullptr;
  size_t Best = 0;
  for (const auto &Entry : ByFile) {
    size_t Common = commonDirPrefix(Entry.getKey(), Canonical);
    // Ties go to the first path in sort order: StringMap order is not fixed.
    if (!Nearest || Common > Best ||
        (Common == Best && Entry.getKey() < NearestKey)) {
      Nearest = &Entry.getValue();
      NearestKey = Entry.getKey();
      Best = Common;
    }
  }
  if (Nearest)
    return Nearest->ClangArgs;
  std::vector<std::string> Args;
  for (const std::string &Dir : Inferred)
    Args.push_back("-I" + Dir);
  return Args;
}

/// Parses \p J with its build's flags before the user's own.
static ParseTask taskFor(const Job &J, const BuildFlags &Flags,
                         const DriverOptions &Options) {
  FrontendOptions F = Options.Frontend;
  std::vector<std::string> Args = Flags.argsFor(J.Canonical);
  F.ExtraArgs.insert(F.ExtraArgs.begin(), Args.begin(), Args.end());
  return {J.Canonical, J.Input, J.Content->getBuffer(), std::move(F)};
}

/// The parse phase's work: translation units first (the facts of the
/// headers they include come with them), then any CUDA header no unit read.
std::vector<ParseTask> cu2hip::driver::unitTasks(const std::vector<Job> &Jobs,
                                                 const BuildFlags &Flags,
                                                 const DriverOptions &Options) {
  std::vector<ParseTask> Tasks;
  for (const Job &J : Jobs) {
    if (J.Kind != JobKind::Source || !J.UsesCuda || !J.Content)
      continue;
    bool Unit = Flags.hasDatabase() ? Flags.command(J.Canonical) != nullptr
                                    : !isHeaderExtension(J.Input);
    // A lone file on the command line is its own unit, header or not.
    if (!Unit && J.FromDirectory)
      continue;
    Tasks.push_back(taskFor(J, Flags, Options));
  }
  return Tasks;
}

std::vector<ParseTask> cu2hip::driver::headerTasks(const std::vector<Job> &Jobs,
                                                   const BuildFlags &Flags,
                                                   const DriverOptions &Options,
                                                   const ParsePhase &Parses) {
  std::vector<ParseTask> Tasks;
  for (const Job &J : Jobs) {
    if (J.Kind != JobKind::Source || !J.UsesCuda || !J.Content ||
        Parses.factsFor(J.Canonical, J.Hash))
      continue;
    Tasks.push_back(taskFor(J, Flags, Options));
  }
  return Tasks;
}

/// The translated tree's compile_commands.json, for clangd and IDEs.
std::optional<OutputCompileCommand>
cu2hip::driver::hipCommandFor(const Job &J, StringRef OutputFile,
                              const BuildFlags &Flags, const Planner &Plan,
                              const DriverOptions &Options) {
  if (J.Kind != JobKind::Source || !J.Content)
    return std::nullopt;
  auto MapPath = [&](StringRef P) -> std::string {
    for (const auto &[In, Out] : Plan.Roots)
      if (isWithin(P, In))
        return Out + P.drop_front(In.size()).str();
    return P.str();
  };
  CompileCommand C;
  if (const CompileCommand *FromDb = Flags.command(J.Canonical)) {
    C = *FromDb;
  } else if (Flags.hasDatabase() || isHeaderExtension(J.Input)) {
    return std::nullopt; // not compiled on its own
  } else {
    C.File = J.Canonical;
    C.Directory = std::string(path::parent_path(J.Canonical));
    C.ClangArgs = Flags.argsFor(J.Canonical);
    C.ClangArgs.insert(C.ClangArgs.end(), Options.Frontend.ExtraArgs.begin(),
                       Options.Frontend.ExtraArgs.end());
    C.IsCuda = path::extension(J.Input).equals_insensitive(".cu");
  }
  // `-I .` above a translated `proj/gpu` finds the translation of
  // <proj/gpu/x.cuh> where the output tree ends in the same `proj/gpu`.
  auto OutputAbove = [&](StringRef Dir) -> std::optional<std::string> {
    std::string Above = canonicalPath(Dir);
    for (const auto &[In, Out] : Plan.Roots) {
      if (In == Above || !isWithin(In, Above))
        continue;
      StringRef Below = StringRef(In).drop_front(Above.size());
      if (StringRef(Out).ends_with(Below))
        return Out.substr(0, Out.size() - Below.size());
    }
    return std::nullopt;
  };
  C.Directory = MapPath(C.Directory);
  return hipCompileCommand(C, canonicalPath(OutputFile), Options.OffloadArchs,
                           MapPath, OutputAbove);
}

std::optional<std::string> cu2hip::driver::outputCompileCommands(
    const std::vector<Job> &Jobs, const BuildFlags &Flags, const Planner &Plan,
    const DriverOptions &Options) {
  std::vector<OutputCompileCommand> Commands;
  for (const Job &J : Jobs)
    if (!J.Output.empty())
      if (std::optional<OutputCompileCommand> C =
              hipCommandFor(J, J.Output, Flags, Plan, Options))
        Commands.push_back(std::move(*C));
  if (Commands.empty())
    return std::nullopt;
  return renderCompileCommands(Commands);
}
