//===- RunSide.cpp - Build, run and compare both sides on a GPU -----------===//
///
/// \file
/// On an NVIDIA GPU the original is built with nvcc and run: its outputs and
/// times are the reference (kept in the reference folder for AMD machines).
/// The translation is built with nvcc too, through cu2hip's compatibility
/// headers (NvidiaCompat.h), and run on the same GPU: equal outputs and
/// times there show the translation kept semantics and speed. On an AMD GPU
/// the translation is built with hipcc and compared with a reference an
/// NVIDIA machine recorded. Programs run one at a time, so timings do not
/// share the GPU.
///
//===----------------------------------------------------------------------===//
#include "Toolchain.h"
#include "VerifyInternal.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/ThreadPool.h"

namespace cu2hip {
using llvm::StringRef;

std::optional<double> ProgramComparison::timeRatio() const {
  if (!Original.MedianMs || !Translation.MedianMs || *Original.MedianMs <= 0)
    return std::nullopt;
  return *Translation.MedianMs / *Original.MedianMs;
}

namespace {

std::string under(StringRef Root, StringRef Name) {
  llvm::SmallString<256> P(Root);
  llvm::sys::path::append(P, Name);
  return std::string(P);
}

ProgramRun build(std::vector<std::string> Args, const VerifyOptions &O,
                 const VerifyTools &T) {
  ProgramRun P;
  CommandResult R = runCommand(Args, {}, O.TimeoutSeconds);
  P.Built = R.ok();
  if (!P.Built)
    P.Log = T.commandLine(Args) + "\n" +
            (R.Started ? R.Stderr + R.Stdout : R.StartError);
  return P;
}

/// Runs a built program with its outputs dumped into \p OutDir.
void run(ProgramRun &P, StringRef Exe, StringRef OutDir,
         const VerifyOptions &O) {
  if (!P.Built)
    return;
  llvm::sys::fs::remove_directories(OutDir);
  llvm::sys::fs::create_directories(OutDir);
  CommandResult R =
      runCommand({Exe.str()},
                 {"CU2HIP_VERIFY_OUT=" + OutDir.str(),
                  "CU2HIP_VERIFY_REPEATS=" + std::to_string(O.Repeats)},
                 O.TimeoutSeconds);
  P.Ran = R.Started && !R.TimedOut;
  P.ExitCode = R.ExitCode;
  P.Stdout = R.Stdout;
  parseVerifyLine(R.Stdout, P);
  if (!R.ok())
    P.Log = R.TimedOut
                ? "timed out after " + std::to_string(O.TimeoutSeconds) + " s"
            : R.Started ? R.Stderr
                        : R.StartError;
}

/// The original's run as an NVIDIA machine recorded it.
ProgramRun readRecord(StringRef Dir) {
  ProgramRun P;
  P.FromReference = true;
  std::string Path = under(Dir, "run.json");
  auto Buffer = llvm::MemoryBuffer::getFile(Path);
  if (!Buffer) {
    P.Log = "no reference recorded at " + Path +
            ": run `cu2hip verify --reference-dir DIR` on a machine with an "
            "NVIDIA GPU first and bring DIR here";
    return P;
  }
  llvm::Expected<llvm::json::Value> V =
      llvm::json::parse((*Buffer)->getBuffer());
  const llvm::json::Object *O = V ? V->getAsObject() : nullptr;
  if (!O) {
    if (!V)
      consumeError(V.takeError());
    P.Log = Path + " is not a reference record";
    return P;
  }
  P.Built = P.Ran = true;
  P.ExitCode = O->getInteger("exit_code").value_or(-1);
  if (std::optional<StringRef> C = O->getString("check"))
    P.CheckPassed = *C == "pass";
  P.Checked = O->getInteger("checked").value_or(0);
  P.Mismatches = O->getInteger("mismatches").value_or(0);
  if (std::optional<double> M = O->getNumber("median_ms"))
    P.MedianMs = *M;
  if (std::optional<StringRef> S = O->getString("stdout"))
    P.Stdout = S->str();
  return P;
}

void writeRecord(StringRef Dir, const ProgramRun &P) {
  std::error_code EC;
  llvm::raw_fd_ostream OS(under(Dir, "run.json"), EC);
  llvm::json::Value Record = programRunJson(P);
  Record.getAsObject()->try_emplace("stdout", P.Stdout);
  if (!EC)
    OS << llvm::formatv("{0:2}", Record) << "\n";
}

OutputComparison compare(const ProgramComparison &PC, StringRef RefDir,
                         StringRef OutDir, const VerifyOptions &O) {
  OutputComparison C;
  if (!PC.Original.Ran || !PC.Translation.Ran) {
    C.Problem = "not compared: a side did not run";
    return C;
  }
  C = compareOutputDirs(RefDir, OutDir, O.RelTolerance, O.AbsTolerance);
  if (C.Problem == "no output arrays recorded") {
    // A program outside the suite's protocol: its stdout is its output.
    C.Problem.clear();
    C.Identical = C.Equal = PC.Original.Stdout == PC.Translation.Stdout &&
                            PC.Original.ExitCode == PC.Translation.ExitCode;
    if (!C.Equal)
      C.Problem = "stdout or exit status differ";
  }
  return C;
}

} // namespace

std::vector<ProgramComparison>
runPrograms(const std::vector<VerifyUnit> &Units, const VerifyOptions &O,
            const VerifyTools &Tools, const GpuInventory &Gpus,
            StringRef CompatDir, llvm::ThreadPoolInterface &Pool) {
  bool Nvidia = !Gpus.NvidiaArch.empty();
  std::string Arch = Nvidia ? Gpus.NvidiaArch : Gpus.AmdArch;
  std::string RefRoot =
      O.ReferenceDir.empty() ? under(O.WorkDir, "reference") : O.ReferenceDir;
  // Each program's executables are <work>/run/<products>.{cuda,hip}.
  std::vector<const VerifyUnit *> Programs;
  std::vector<std::string> Exes;
  for (const VerifyUnit &U : Units)
    if (U.HasMain) {
      Programs.push_back(&U);
      Exes.push_back(under(under(Tools.WorkDir, "run"), U.Products));
    }
  std::vector<ProgramComparison> Out(Programs.size());

  // Builds in parallel...
  for (size_t I = 0; I < Programs.size(); ++I) {
    const VerifyUnit &U = *Programs[I];
    ProgramComparison &PC = Out[I];
    PC.Source = U.Original;
    PC.Target = Arch;
    PC.TranslatedOn = Nvidia
                          ? "NVIDIA GPU through cu2hip's compatibility headers"
                          : "AMD GPU (ROCm)";
    const std::string &Exe = Exes[I];
    llvm::sys::fs::create_directories(llvm::sys::path::parent_path(Exe));
    std::vector<std::string> Translated;
    if (Nvidia) {
      std::vector<std::string> Original = {Tools.Nvcc, "-arch=" + Arch, "-O3"};
      llvm::append_range(Original, U.OriginalInput.flags(/*ForNvcc=*/true));
      Original.insert(Original.end(),
                      {"-o", Exe + ".cuda", U.OriginalInput.Source});
      Pool.async([&O, &Tools, P = &PC, Original] {
        P->Original = build(Original, O, Tools);
      });
      Translated = {Tools.Nvcc, "-arch=" + Arch, "-O3", "-I", CompatDir.str()};
    } else {
      Translated = {Tools.Hipcc, "--offload-arch=" + Arch, "-O3"};
    }
    llvm::append_range(Translated, U.TranslatedInput.flags(Nvidia));
    Translated.insert(Translated.end(),
                      {"-x", Nvidia ? "cu" : "hip", U.TranslatedInput.Source,
                       "-o", Exe + ".hip"});
    Pool.async([&O, &Tools, P = &PC, Translated] {
      P->Translation = build(Translated, O, Tools);
    });
  }
  Pool.wait();

  // ...runs one at a time.
  for (size_t I = 0; I < Programs.size(); ++I) {
    const VerifyUnit &U = *Programs[I];
    ProgramComparison &PC = Out[I];
    const std::string &Exe = Exes[I];
    std::string RefDir = under(RefRoot, U.RelPath);
    if (Nvidia) {
      run(PC.Original, Exe + ".cuda", RefDir, O);
      if (PC.Original.Ran)
        writeRecord(RefDir, PC.Original);
    } else {
      PC.Original = readRecord(RefDir);
    }
    std::string OutDir = Exe + ".outputs";
    run(PC.Translation, Exe + ".hip", OutDir, O);
    PC.Outputs = compare(PC, RefDir, OutDir, O);
  }
  return Out;
}

} // namespace cu2hip
