//===- Toolchain.cpp - GPU discovery and tool versions --------------------===//
#include "Toolchain.h"
#include "llvm/ADT/SmallString.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/Process.h"
#include "llvm/Support/Program.h"

namespace cu2hip {
using llvm::StringRef;

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
