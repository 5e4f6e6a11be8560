//===- CompileSide.cpp - nvcc and hipcc over every unit and target --------===//
///
/// \file
/// Device code only: nvcc -cubin with ptxas' resource report, hipcc
/// --offload-device-only with clang's resource remarks, one compiler process
/// per (unit, target), run in parallel. What the compilers say is kept in
/// the outcome, so a failed build explains itself.
///
//===----------------------------------------------------------------------===//
#include "Toolchain.h"
#include "VerifyInternal.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/ThreadPool.h"
#include <mutex>

namespace cu2hip {
using llvm::StringRef;

namespace {

std::string productPath(const VerifyTools &T, const VerifyUnit &U,
                        StringRef Arch, StringRef Extension) {
  llvm::SmallString<256> P(T.WorkDir);
  llvm::sys::path::append(P, "build",
                          U.Products + "." + Arch.str() + Extension.str());
  return std::string(P);
}

/// The compiler's messages without the resource lines we asked for, at most
/// \p MaxLines of them: enough to say why a build failed.
std::string trimLog(StringRef Log, size_t MaxLines = 12) {
  llvm::SmallVector<StringRef> Lines, Kept;
  Log.split(Lines, '\n', -1, false);
  for (StringRef L : Lines) {
    if (L.contains("kernel-resource-usage") || L.starts_with("ptxas info") ||
        L.contains("bytes stack frame"))
      continue;
    Kept.push_back(L.rtrim());
  }
  // Warnings before the first error are noise here: start at the error,
  // with the include chain that leads to it.
  size_t First = 0;
  for (size_t I = 0; I < Kept.size(); ++I)
    if (Kept[I].contains("error:")) {
      First = I;
      while (First > 0 && Kept[First - 1].starts_with("In file included from"))
        --First;
      break;
    }
  std::string Out;
  for (size_t I = First; I < Kept.size() && I < First + MaxLines; ++I)
    Out += Kept[I].str() + "\n";
  if (Kept.size() > First + MaxLines)
    Out += "... (" + std::to_string(Kept.size() - First - MaxLines) +
           " more lines)\n";
  return Out;
}

std::optional<std::string> readBinary(StringRef Path) {
  auto Buffer = llvm::MemoryBuffer::getFile(Path, /*IsText=*/false,
                                            /*RequiresNullTerminator=*/false);
  if (!Buffer)
    return std::nullopt;
  return (*Buffer)->getBuffer().str();
}

void addOccupancy(std::vector<KernelResources> &Kernels, StringRef Arch,
                  unsigned BlockSize) {
  const GpuTarget *T = findGpuTarget(Arch);
  if (!T)
    return; // no published limits for Arch: occupancy stays unset
  for (KernelResources &K : Kernels)
    K.Occ = computeOccupancy(K, *T, BlockSize);
}

CompileOutcome outcomeFor(const VerifyUnit &U, GpuVendor Vendor,
                          const std::string &Arch) {
  CompileOutcome C;
  C.Vendor = Vendor;
  C.Source = Vendor == GpuVendor::Nvidia ? U.Original : U.Translated;
  C.Origin = U.Original;
  C.Arch = Arch;
  return C;
}

/// Runs one compiler for one target. The outcome says Ok only once the
/// caller has read the compiler's products.
CompileOutcome runCompiler(const VerifyUnit &U, GpuVendor Vendor,
                           const std::string &Arch,
                           const std::vector<std::string> &Args,
                           const VerifyOptions &O, const VerifyTools &T,
                           CommandResult &R) {
  CompileOutcome C = outcomeFor(U, Vendor, Arch);
  C.Command = T.commandLine(Args);
  R = runCommand(Args, {}, O.TimeoutSeconds);
  C.Log = R.Started ? trimLog(R.Stderr + R.Stdout) : R.StartError;
  return C;
}

CompileOutcome compileNvidia(const VerifyUnit &U, const std::string &Arch,
                             const VerifyOptions &O, const VerifyTools &T) {
  std::string Cubin = productPath(T, U, Arch, ".cubin");
  std::vector<std::string> Args = {T.Nvcc, "-cubin", "-arch=" + Arch, "-Xptxas",
                                   "-v"};
  llvm::append_range(Args, U.OriginalInput.flags(/*ForNvcc=*/true));
  Args.insert(Args.end(), {"-o", Cubin, U.OriginalInput.Source});
  CommandResult R;
  CompileOutcome C = runCompiler(U, GpuVendor::Nvidia, Arch, Args, O, T, R);
  if (!R.ok())
    return C;
  C.Kernels = parsePtxasInfo(R.Stderr + R.Stdout, Arch);
  if (std::optional<std::string> Bytes = readBinary(Cubin)) {
    if (auto Counts = countSassInstructions(*Bytes)) {
      for (KernelResources &K : C.Kernels)
        if (auto It = Counts->find(K.Symbol); It != Counts->end())
          K.Instructions = It->second;
    } else {
      C.Log += "cannot read instructions from " + Cubin + ": " +
               llvm::toString(Counts.takeError()) + "\n";
    }
  }
  addOccupancy(C.Kernels, Arch, O.BlockSize);
  C.Ok = true;
  return C;
}

CompileOutcome compileAmd(const VerifyUnit &U, const std::string &Arch,
                          const VerifyOptions &O, const VerifyTools &T) {
  if (T.Hipcc.empty()) {
    CompileOutcome C = outcomeFor(U, GpuVendor::Amd, Arch);
    C.Log = "hipcc not found: the AMD side was not built (install hipcc, or "
            "give --hipcc)\n";
    return C;
  }
  std::string CodeObject = productPath(T, U, Arch, ".co");
  std::vector<std::string> Args = {T.Hipcc,
                                   "--offload-arch=" + Arch,
                                   "--offload-device-only",
                                   "--no-gpu-bundle-output",
                                   "-c",
                                   "-O3",
                                   "-Rpass-analysis=kernel-resource-usage"};
  llvm::append_range(Args, U.TranslatedInput.flags(/*ForNvcc=*/false));
  Args.insert(Args.end(),
              {"-x", "hip", U.TranslatedInput.Source, "-o", CodeObject});
  CommandResult R;
  CompileOutcome C = runCompiler(U, GpuVendor::Amd, Arch, Args, O, T, R);
  if (!R.ok())
    return C;
  std::optional<std::string> Bytes = readBinary(CodeObject);
  if (!Bytes) {
    C.Log += "hipcc wrote no code object at " + CodeObject + "\n";
    return C;
  }
  llvm::Expected<std::vector<KernelResources>> Kernels =
      readAmdCodeObject(*Bytes);
  if (!Kernels) {
    C.Log += "cannot read " + CodeObject + ": " +
             llvm::toString(Kernels.takeError()) + "\n";
    return C;
  }
  C.Kernels = std::move(*Kernels);
  std::map<std::string, unsigned> Remarks = parseResourceRemarks(R.Stderr);
  CommandResult Dis =
      runCommand({T.ObjDump, "-d", "--no-show-raw-insn", CodeObject}, {},
                 O.TimeoutSeconds);
  std::map<std::string, unsigned> Counts;
  if (Dis.ok())
    Counts = countAmdInstructions(Dis.Stdout);
  else
    C.Log += "cannot disassemble " + CodeObject + ": " +
             trimLog(Dis.Started ? Dis.Stderr : Dis.StartError, 3);
  for (KernelResources &K : C.Kernels) {
    if (auto It = Remarks.find(K.Symbol); It != Remarks.end())
      K.CompilerOccupancy = It->second;
    if (auto It = Counts.find(K.Symbol); It != Counts.end())
      K.Instructions = It->second;
  }
  addOccupancy(C.Kernels, Arch, O.BlockSize);
  C.Ok = true;
  return C;
}

} // namespace

std::vector<CompileOutcome> compileUnits(const std::vector<VerifyUnit> &Units,
                                         const VerifyOptions &Options,
                                         const VerifyTools &Tools,
                                         llvm::ThreadPoolInterface &Pool) {
  // Slots are fixed before the work starts, so the order never depends on
  // which compiler finishes first.
  size_t PerUnit = Options.NvidiaArchs.size() + Options.AmdArchs.size();
  std::vector<CompileOutcome> Out(Units.size() * PerUnit);
  for (size_t I = 0; I < Units.size(); ++I) {
    llvm::SmallString<256> Dir(Tools.WorkDir);
    llvm::sys::path::append(Dir, "build", Units[I].Products);
    llvm::sys::fs::create_directories(llvm::sys::path::parent_path(Dir));
    size_t Slot = I * PerUnit;
    for (const std::string &Arch : Options.NvidiaArchs)
      Pool.async([&, I, Arch, S = Slot++] {
        Out[S] = compileNvidia(Units[I], Arch, Options, Tools);
      });
    for (const std::string &Arch : Options.AmdArchs)
      Pool.async([&, I, Arch, S = Slot++] {
        Out[S] = compileAmd(Units[I], Arch, Options, Tools);
      });
  }
  Pool.wait();
  return Out;
}

} // namespace cu2hip
