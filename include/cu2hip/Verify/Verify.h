//===- Verify.h - Build both sides, compare, run where a GPU is -*- C++ -*-===//
///
/// \file
/// `cu2hip verify`: translates CUDA sources (or takes a tree cu2hip already
/// translated), compiles the originals with nvcc and the translations with
/// hipcc for every requested target, reads what each compiler made of each
/// kernel (Resources.h) and compares them. Where the machine has a GPU it
/// also builds and runs both sides and compares their outputs and times.
///
//===----------------------------------------------------------------------===//
#ifndef CU2HIP_VERIFY_VERIFY_H
#define CU2HIP_VERIFY_VERIFY_H

#include "cu2hip/Driver/Driver.h"
#include "cu2hip/Verify/Resources.h"
#include "llvm/Support/JSON.h"
#include "llvm/Support/raw_ostream.h"
#include <optional>
#include <string>
#include <vector>

namespace cu2hip {

class MappingTable;

enum class VerifyMode {
  Auto,    ///< run where a GPU is found, else compile only
  Compile, ///< compile and compare resources only
  Run,     ///< also run; an error when the machine has no GPU
};

struct VerifyOptions {
  /// How to translate the inputs (Inputs, Jobs, Translate, Frontend...);
  /// Output is set by verify.
  DriverOptions Translation;
  /// Translate for the HIP version the hipcc found here has (the user gave
  /// no --hip-version): the translation must build with that hipcc.
  bool TargetInstalledHip = false;
  /// A tree cu2hip already translated from the inputs (one input folder):
  /// used instead of translating again.
  std::string Translated;
  /// Where translations, binaries, logs and run outputs go.
  std::string WorkDir;
  std::vector<std::string> NvidiaArchs = {"sm_80", "sm_90"};
  std::vector<std::string> AmdArchs = {"gfx90a", "gfx1030"};
  /// Threads per block for the theoretical occupancy of both sides.
  unsigned BlockSize = 256;
  VerifyMode Mode = VerifyMode::Auto;
  /// Flags for both compilers (-I, -D), after the include folders the
  /// translation inferred.
  std::vector<std::string> CompilerFlags;
  std::string Nvcc;    ///< "" = <cuda-path>/bin/nvcc
  std::string Hipcc;   ///< "" = hipcc on PATH
  std::string ObjDump; ///< llvm-objdump able to disassemble AMDGPU
  /// Run mode: timed repeats per kernel, and how long one program may run.
  unsigned Repeats = 20;
  unsigned TimeoutSeconds = 300;
  /// Run mode: where the CUDA build's outputs and times are recorded (NVIDIA
  /// GPU) or read from (AMD GPU); "" = <WorkDir>/reference.
  std::string ReferenceDir;
  /// Take the machine to have an NVIDIA GPU of this architecture ("sm_80")
  /// without asking the driver: exercises the run pipeline with programs
  /// that need no GPU (the tests' host-only programs). "" = detect.
  std::string AssumeNvidiaArch;
  /// Likewise an AMD GPU ("gfx90a"): the translation runs against the
  /// reference an NVIDIA run recorded.
  std::string AssumeAmdArch;
  /// Run mode: tolerances when outputs differ by data type (floats only;
  /// integers must be equal).
  double RelTolerance = 1e-4, AbsTolerance = 1e-5;
};

/// One compiler invocation: one source for one target.
struct CompileOutcome {
  std::string Source; ///< the file compiled (original or translation)
  std::string Origin; ///< the CUDA source it stands for
  std::string Arch;
  GpuVendor Vendor = GpuVendor::Nvidia;
  bool Ok = false;
  std::string Command; ///< as run, for the log
  std::string Log;     ///< the compiler's messages, trimmed
  std::vector<KernelResources> Kernels;
};

/// Where an AMD build of a kernel does worse than the NVIDIA baseline.
enum class KernelFlag {
  Spills,        ///< AMD spills registers; the baseline does not
  Scratch,       ///< AMD uses scratch; the baseline has no stack frame
  LostOccupancy, ///< lower occupancy fraction than the baseline
  MissingOnAmd,  ///< the kernel is absent from the AMD build
};
llvm::StringRef kernelFlagName(KernelFlag F);

/// One kernel across all targets.
struct KernelComparison {
  std::string Name;   ///< demangled
  std::string Symbol; ///< mangled, of the original
  std::string Source; ///< the CUDA unit it was compiled from
  /// One per target that built it, NVIDIA targets first, in option order.
  std::vector<KernelResources> Targets;
  std::vector<std::pair<std::string, KernelFlag>> Flags; ///< arch, flag
  /// AMD targets without the kernel because the unit's build failed.
  std::vector<std::string> FailedOn;
};

/// One side of one program run (run mode).
struct ProgramRun {
  bool Built = false, Ran = false;
  /// Read from a reference an NVIDIA machine recorded (AMD machines).
  bool FromReference = false;
  int ExitCode = 0;
  std::string Log; ///< build or run messages when something failed
  /// From the program's `cu2hip-verify:` line (kernel-suite protocol).
  std::optional<bool> CheckPassed;
  unsigned Checked = 0, Mismatches = 0;
  std::optional<double> MedianMs;
  std::string Stdout;
};

/// Outputs of the two sides of one program compared.
struct OutputComparison {
  unsigned Arrays = 0, Elements = 0, Differing = 0;
  double MaxAbsDiff = 0;
  bool Identical = false; ///< bit for bit
  bool Equal = false;     ///< within the tolerances
  std::string Problem;    ///< "" or why they could not be compared
};

struct ProgramComparison {
  std::string Source; ///< the CUDA program
  std::string Target; ///< what ran: "sm_90", "gfx90a"...
  /// How the translation ran: "NVIDIA GPU through cu2hip's compatibility
  /// headers" or "AMD GPU (ROCm)".
  std::string TranslatedOn;
  ProgramRun Original, Translation;
  OutputComparison Outputs;
  std::optional<double> timeRatio() const; ///< translated / original
};

struct VerifyResult {
  RunResult Translation;
  /// The HIP version the translation was made for.
  HipVersion Target = HipVersion::floor();
  VerifyMode ModeUsed = VerifyMode::Compile;
  /// What the machine has, in words ("no GPU", "NVIDIA H100 (sm_90)").
  std::string Machine;
  std::string NvccVersion, HipccVersion;
  unsigned BlockSize = 256;
  std::vector<std::string> NvidiaArchs, AmdArchs;
  std::vector<CompileOutcome> Compiles;
  std::vector<KernelComparison> Kernels;
  std::vector<ProgramComparison> Programs;
  /// Every side built and, in run mode, every comparison held.
  bool passed() const;
};

/// Does it all. An Error is unusable input or a missing compiler; failed
/// builds and runs are in the result.
llvm::Expected<VerifyResult> runVerify(const VerifyOptions &Options,
                                       const MappingTable &Table);

/// The per-kernel tables, and in run mode the per-program one, as text.
void printVerifyTables(const VerifyResult &Result, llvm::raw_ostream &OS);

/// The `verification` object of the JSON report (docs/report-schema.md).
llvm::json::Value verificationJson(const VerifyResult &Result);

} // namespace cu2hip

#endif
