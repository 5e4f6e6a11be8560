//===- ChildProcess.cpp - Running a program, never through a shell --------===//
#include "cu2hip/Support/ChildProcess.h"
#include "cu2hip/Support/ShellSafePaths.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/SmallString.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Process.h"
#include "llvm/Support/Program.h"
#include <algorithm>

extern char **environ; // NOLINT(readability-identifier-naming): POSIX names it

namespace cu2hip {
using llvm::StringRef;

namespace {

/// The first MaxCommandOutput bytes of \p Path, which is then removed.
std::string readAndRemove(StringRef Path) {
  std::string Text;
  uint64_t Size = 0;
  if (!llvm::sys::fs::file_size(Path, Size) && Size)
    if (auto Buffer = llvm::MemoryBuffer::getFileSlice(
            Path, std::min<uint64_t>(Size, MaxCommandOutput), 0))
      Text = (*Buffer)->getBuffer().str();
  llvm::sys::fs::remove(Path);
  return Text;
}

/// A new temporary file's path; none when it cannot be created.
std::optional<std::string> tempFile(StringRef Suffix) {
  llvm::SmallString<128> Path;
  int FD = -1;
  if (llvm::sys::fs::createTemporaryFile("cu2hip-child", Suffix, FD, Path))
    return std::nullopt;
  llvm::sys::Process::SafelyCloseFileDescriptor(FD);
  return std::string(Path);
}

} // namespace

CommandResult runCommand(llvm::ArrayRef<std::string> Args,
                         llvm::ArrayRef<std::string> ExtraEnv,
                         unsigned TimeoutSeconds) {
  CommandResult R;
  std::optional<std::string> Out = tempFile("out");
  std::optional<std::string> Err = tempFile("err");
  if (!Out || !Err) {
    R.StartError = "cannot create a temporary file";
    return R;
  }
  std::vector<StringRef> Argv(Args.begin(), Args.end());
  std::optional<std::vector<StringRef>> Env;
  if (!ExtraEnv.empty()) {
    Env.emplace(ExtraEnv.begin(), ExtraEnv.end());
    // Ours replace the inherited ones of the same name.
    for (char **E = environ; *E; ++E)
      if (llvm::none_of(ExtraEnv, [&](const std::string &Ours) {
            return StringRef(*E).split('=').first ==
                   StringRef(Ours).split('=').first;
          }))
        Env->emplace_back(*E);
  }
  std::optional<StringRef> Redirects[] = {StringRef(""), StringRef(*Out),
                                          StringRef(*Err)};
  bool Failed = false;
  R.ExitCode = llvm::sys::ExecuteAndWait(
      Args[0], Argv, Env, Redirects, TimeoutSeconds, 0, &R.StartError, &Failed);
  R.Started = !Failed;
  // ExecuteAndWait says -2 for a timeout (the child is killed).
  R.TimedOut = R.ExitCode == -2;
  R.Stdout = readAndRemove(*Out);
  R.Stderr = readAndRemove(*Err);
  return R;
}

std::optional<std::string> findProgram(StringRef Name) {
  if (Name.contains('/')) {
    if (llvm::sys::fs::can_execute(Name))
      return Name.str();
    return std::nullopt;
  }
  if (llvm::ErrorOr<std::string> P = llvm::sys::findProgramByName(Name))
    return *P;
  return std::nullopt;
}

std::string commandLine(llvm::ArrayRef<std::string> Args) {
  std::string Line;
  for (const std::string &A : Args) {
    if (!Line.empty())
      Line += ' ';
    if (ShellSafePaths::isPlain(A)) {
      Line += A;
      continue;
    }
    Line += '\'';
    for (char C : A)
      Line += C == '\'' ? std::string("'\\''") : std::string(1, C);
    Line += '\'';
  }
  return Line;
}

} // namespace cu2hip
