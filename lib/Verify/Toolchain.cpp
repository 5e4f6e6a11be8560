//===- Toolchain.cpp - Child processes and GPU discovery ------------------===//
#include "Toolchain.h"
#include "ShellSafePaths.h"
#include "llvm/ADT/SmallString.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/Process.h"
#include "llvm/Support/Program.h"

extern char **environ; // NOLINT(readability-identifier-naming): POSIX names it

namespace cu2hip {
using llvm::StringRef;

namespace {

std::string readAndRemove(StringRef Path) {
  std::string Text;
  if (auto Buffer =
          llvm::MemoryBuffer::getFile(Path, /*IsText=*/false,
                                      /*RequiresNullTerminator=*/false))
    Text = (*Buffer)->getBuffer().str();
  llvm::sys::fs::remove(Path);
  return Text;
}

/// A new temporary file's path; none when it cannot be created.
std::optional<std::string> tempFile(StringRef Suffix) {
  llvm::SmallString<128> Path;
  int FD = -1;
  if (llvm::sys::fs::createTemporaryFile("cu2hip-verify", Suffix, FD, Path))
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

std::string GpuInventory::describe() const {
  std::vector<std::string> Parts;
  if (!NvidiaArch.empty())
    Parts.push_back(NvidiaName + " (" + NvidiaArch + ")");
  if (!AmdArch.empty())
    Parts.push_back("AMD GPU (" + AmdArch + ")");
  return Parts.empty() ? "no GPU" : llvm::join(Parts, ", ");
}

GpuInventory detectGpus() {
  GpuInventory G;
  // nvidia-smi is the driver's own tool: it only lists GPUs the driver runs.
  if (std::optional<std::string> Smi = findProgram("nvidia-smi")) {
    CommandResult R = runCommand(
        {*Smi, "--query-gpu=name,compute_cap", "--format=csv,noheader"}, {},
        30);
    StringRef First = StringRef(R.Stdout).split('\n').first.trim();
    auto [Name, Cap] = First.rsplit(',');
    auto [Major, Minor] = Cap.trim().split('.');
    unsigned Ma = 0, Mi = 0;
    if (R.ok() && !Major.getAsInteger(10, Ma) && !Minor.getAsInteger(10, Mi)) {
      G.NvidiaName = Name.trim().str();
      G.NvidiaArch = "sm_" + std::to_string(Ma) + std::to_string(Mi);
    }
  }
  // ROCm runs kernels through /dev/kfd; rocm_agent_enumerator lists the
  // agents (gfx000 is the CPU).
  if (llvm::sys::fs::exists("/dev/kfd"))
    if (std::optional<std::string> Enum =
            findProgram("rocm_agent_enumerator")) {
      CommandResult R = runCommand({*Enum}, {}, 30);
      llvm::SmallVector<StringRef> Lines;
      StringRef(R.Stdout).split(Lines, '\n', -1, false);
      for (StringRef L : Lines)
        if (L.trim().starts_with("gfx") && L.trim() != "gfx000") {
          G.AmdArch = L.trim().str();
          break;
        }
    }
  return G;
}

std::string versionOf(llvm::ArrayRef<std::string> Args) {
  CommandResult R = runCommand(Args, {}, 60);
  llvm::SmallVector<StringRef> Lines;
  StringRef(R.Stdout + R.Stderr).split(Lines, '\n', -1, false);
  // nvcc ends with "Cuda compilation tools, release 13.0, V13.0.88" and
  // "Build ..."; hipconfig prints the bare version.
  for (StringRef L : llvm::reverse(Lines))
    if (L.contains("release") || (!L.empty() && llvm::isDigit(L.front())))
      return L.trim().str();
  return Lines.empty() ? "" : Lines.front().trim().str();
}

} // namespace cu2hip
