//===- VerifyTable.cpp - The per-kernel tables on stdout ------------------===//
///
/// \file
/// One small table per kernel (a row per target, ratios against the first
/// NVIDIA target), then the build failures, then, in run mode, a table of
/// the programs that ran. Columns are padded to their widest cell.
///
//===----------------------------------------------------------------------===//
#include "VerifyInternal.h"
#include "cu2hip/Support/TerminalText.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/Format.h"

namespace cu2hip {
using llvm::StringRef;

namespace {

using Row = std::vector<std::string>;

void printTable(const std::vector<Row> &Rows, llvm::raw_ostream &OS,
                StringRef Indent) {
  std::vector<size_t> Width;
  for (const Row &R : Rows)
    for (size_t I = 0; I < R.size(); ++I) {
      Width.resize(std::max(Width.size(), R.size()));
      Width[I] = std::max(Width[I], R[I].size());
    }
  for (const Row &R : Rows) {
    std::string Line(Indent);
    for (size_t I = 0; I < R.size(); ++I) {
      // Text left, numbers right: the first column is the only text one.
      std::string Pad(Width[I] - R[I].size(), ' ');
      Line += I == 0 ? R[I] + Pad : Pad + R[I];
      if (I + 1 < R.size())
        Line += "  ";
    }
    OS << StringRef(Line).rtrim() << "\n";
  }
}

std::string fixed(double V, unsigned Digits) {
  std::string S;
  llvm::raw_string_ostream(S)
      << llvm::format(("%." + std::to_string(Digits) + "f").c_str(), V);
  return S;
}

std::string occupancyCell(const KernelResources &K) {
  if (!K.Occ)
    return "?";
  return fixed(100.0 * K.Occ->fraction(), 0) + "% (" +
         std::to_string(K.Occ->Active) + "/" + std::to_string(K.Occ->Max) +
         (K.Vendor == GpuVendor::Nvidia ? " warps" : " waves") +
         (K.Occ->Limiter == "warps" || K.Occ->Limiter == "waves"
              ? ""
              : ", by " + K.Occ->Limiter) +
         ")";
}

std::string spillCell(const KernelResources &K) {
  if (K.Vendor == GpuVendor::Nvidia)
    return K.SpillStoreBytes || K.SpillLoadBytes
               ? std::to_string(K.SpillStoreBytes) + "B/" +
                     std::to_string(K.SpillLoadBytes) + "B"
               : "0";
  return K.VgprSpills || K.SgprSpills ? std::to_string(K.VgprSpills) + "v/" +
                                            std::to_string(K.SgprSpills) + "s"
                                      : "0";
}

/// Registers one thread (lane) holds: AMD counts VGPRs and AGPRs.
unsigned laneRegisters(const KernelResources &K) {
  return K.Registers + K.AccRegisters;
}

std::string ratio(double A, double B) {
  if (B == 0)
    return A == 0 ? "=" : "new";
  return fixed(A / B, 2);
}

std::string ratioCell(const KernelResources &K, const KernelResources &Base) {
  std::vector<std::string> Parts;
  Parts.push_back("regs " + ratio(laneRegisters(K), laneRegisters(Base)));
  if (K.SharedBytes || Base.SharedBytes)
    Parts.push_back("shared " + ratio(K.SharedBytes, Base.SharedBytes));
  if (K.Instructions && Base.Instructions)
    Parts.push_back("instrs " + ratio(*K.Instructions, *Base.Instructions));
  if (K.Occ && Base.Occ)
    Parts.push_back("occupancy " +
                    ratio(K.Occ->fraction(), Base.Occ->fraction()));
  return llvm::join(Parts, "  ");
}

void printKernel(const KernelComparison &KC, llvm::raw_ostream &OS) {
  OS << escapeForTerminal(KC.Name) << "  [" << escapeForTerminal(KC.Source)
     << "]\n";
  const KernelResources *Base = nullptr;
  for (const KernelResources &K : KC.Targets)
    if (K.Vendor == GpuVendor::Nvidia && !Base)
      Base = &K;
  std::vector<Row> Rows;
  Rows.push_back({"target", "regs", "agprs", "sgprs", "shared B", "local B",
                  "spills", "instrs", "occupancy",
                  Base ? "vs " + Base->Arch : ""});
  for (const KernelResources &K : KC.Targets) {
    bool Amd = K.Vendor == GpuVendor::Amd;
    Rows.push_back({K.Arch + (Amd ? " w" + std::to_string(K.WaveSize) : ""),
                    std::to_string(K.Registers),
                    Amd ? std::to_string(K.AccRegisters) : "-",
                    Amd ? std::to_string(K.ScalarRegisters) : "-",
                    std::to_string(K.SharedBytes), std::to_string(K.LocalBytes),
                    spillCell(K),
                    K.Instructions ? std::to_string(*K.Instructions) : "?",
                    occupancyCell(K), Amd && Base ? ratioCell(K, *Base) : ""});
  }
  printTable(Rows, OS, "  ");
  // A target whose build failed (listed below) has no row of its own.
  for (const std::string &Arch : KC.FailedOn)
    OS << "  " << Arch << ": build failed\n";
  if (!KC.Flags.empty()) {
    OS << "  flags:";
    for (const auto &[Arch, Flag] : KC.Flags)
      OS << " " << Arch << ":" << kernelFlagName(Flag);
    OS << "\n";
  }
  OS << "\n";
}

void printPrograms(const VerifyResult &R, llvm::raw_ostream &OS) {
  OS << "Programs run on " << R.Machine << "\n";
  std::vector<Row> Rows;
  Rows.push_back({"program", "target", "original ms", "translated ms", "ratio",
                  "check", "outputs"});
  auto Check = [](const ProgramRun &P) -> std::string {
    if (P.FromReference && !P.Ran)
      return "no reference";
    if (!P.Built)
      return "build failed";
    if (!P.Ran)
      return "did not run";
    if (P.CheckPassed)
      return *P.CheckPassed ? "pass" : "FAIL";
    return "exit " + std::to_string(P.ExitCode);
  };
  for (const ProgramComparison &P : R.Programs) {
    const OutputComparison &O = P.Outputs;
    std::string Outputs =
        !O.Problem.empty() ? O.Problem
        : O.Identical      ? "identical"
        : O.Equal
            ? "equal within tolerance (max diff " + fixed(O.MaxAbsDiff, 6) + ")"
            : std::to_string(O.Differing) + " of " +
                  std::to_string(O.Elements) + " differ";
    std::optional<double> Ratio = P.timeRatio();
    Rows.push_back(
        {escapeForTerminal(P.Source), P.Target,
         P.Original.MedianMs ? fixed(*P.Original.MedianMs, 4) : "-",
         P.Translation.MedianMs ? fixed(*P.Translation.MedianMs, 4) : "-",
         Ratio ? fixed(*Ratio, 3) : "-",
         Check(P.Original) + "/" + Check(P.Translation), Outputs});
  }
  printTable(Rows, OS, "  ");
  OS << "\n";
}

} // namespace

void printVerifyTables(const VerifyResult &R, llvm::raw_ostream &OS) {
  OS << "cu2hip verify: translated for HIP " << R.Target.str() << "; nvcc "
     << R.NvccVersion << " (" << llvm::join(R.NvidiaArchs, ", ") << "), hipcc "
     << R.HipccVersion << " (" << llvm::join(R.AmdArchs, ", ")
     << "); occupancy at " << R.BlockSize
     << " threads per block; machine: " << R.Machine << "\n\n";
  for (const KernelComparison &KC : R.Kernels)
    printKernel(KC, OS);
  unsigned Failed = 0;
  for (const CompileOutcome &C : R.Compiles)
    if (!C.Ok) {
      if (!Failed++)
        OS << "Build failures\n";
      OS << "  " << escapeForTerminal(C.Source) << " (" << C.Arch
         << "): " << (C.Vendor == GpuVendor::Nvidia ? "nvcc" : "hipcc")
         << " failed\n";
      llvm::SmallVector<StringRef> Lines;
      StringRef(C.Log).split(Lines, '\n', -1, false);
      for (StringRef L : Lines)
        OS << "    " << escapeForTerminal(L) << "\n";
    }
  if (Failed)
    OS << "\n";
  if (!R.Programs.empty())
    printPrograms(R, OS);
  unsigned Flagged = llvm::count_if(
      R.Kernels, [](const KernelComparison &K) { return !K.Flags.empty(); });
  OS << R.Kernels.size() << " kernels compared, " << Flagged << " flagged; "
     << Failed << " of " << R.Compiles.size() << " builds failed";
  if (!R.Programs.empty()) {
    unsigned Equal = llvm::count_if(
        R.Programs, [](const ProgramComparison &P) { return P.Outputs.Equal; });
    OS << "; " << Equal << " of " << R.Programs.size()
       << " programs gave equal outputs";
  }
  OS << "\n";
}

} // namespace cu2hip
