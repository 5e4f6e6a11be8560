//===- VerifyCommand.cpp - `cu2hip verify` on the command line ------------===//
#include "VerifyCommand.h"
#include "OutputText.h"
#include "cu2hip/Driver/Driver.h"
#include "cu2hip/Support/TerminalText.h"
#include "cu2hip/Verify/Verify.h"
#include "llvm/Support/WithColor.h"
#include "llvm/Support/raw_ostream.h"

using namespace cu2hip;
using namespace llvm;

cl::OptionCategory VerifyCategory("cu2hip verify options");

static cl::list<std::string> NvidiaArchs(
    "nvidia-arch", cl::CommaSeparated,
    cl::desc("NVIDIA targets the originals are built for (default "
             "sm_80,sm_90); the first is the baseline of the ratios"),
    cl::value_desc("sm_80,..."), cl::sub(VerifyCommand),
    cl::cat(VerifyCategory));
static cl::opt<unsigned> BlockSize(
    "block-size",
    cl::desc("Threads per block for both sides' theoretical occupancy "
             "(default 256)"),
    cl::init(256), cl::sub(VerifyCommand), cl::cat(VerifyCategory));
static cl::opt<VerifyMode> Mode(
    "mode", cl::desc("What to do"),
    cl::values(clEnumValN(VerifyMode::Auto, "auto",
                          "run the programs where a GPU is found (default)"),
               clEnumValN(VerifyMode::Compile, "compile",
                          "compile and compare resources only"),
               clEnumValN(VerifyMode::Run, "run",
                          "also run; an error without a GPU")),
    cl::init(VerifyMode::Auto), cl::sub(VerifyCommand),
    cl::cat(VerifyCategory));
static cl::opt<std::string> Translated(
    "translated",
    cl::desc("A tree cu2hip already translated from the input folder (hand "
             "fixes included): build it instead of a fresh translation"),
    cl::value_desc("dir"), cl::sub(VerifyCommand), cl::cat(VerifyCategory));
static cl::opt<std::string>
    Nvcc("nvcc", cl::desc("nvcc to use (default <cuda-path>/bin/nvcc)"),
         cl::value_desc("path"), cl::sub(VerifyCommand),
         cl::cat(VerifyCategory));
static cl::opt<std::string>
    Hipcc("hipcc", cl::desc("hipcc to use (default: hipcc on PATH)"),
          cl::value_desc("path"), cl::sub(VerifyCommand),
          cl::cat(VerifyCategory));
static cl::opt<std::string> ObjDump(
    "objdump",
    cl::desc("llvm-objdump that disassembles AMDGPU (default: the one of the "
             "LLVM cu2hip was built with)"),
    cl::value_desc("path"), cl::sub(VerifyCommand), cl::cat(VerifyCategory));
static cl::list<std::string> CompilerFlags(
    "compiler-flag",
    cl::desc("A flag for both nvcc and hipcc (after -I/-D, which they get "
             "too); may be given several times"),
    cl::value_desc("flag"), cl::sub(VerifyCommand), cl::cat(VerifyCategory));
static cl::opt<unsigned>
    Repeats("repeats",
            cl::desc("Run mode: timed repeats per kernel (default 20)"),
            cl::init(20), cl::sub(VerifyCommand), cl::cat(VerifyCategory));
static cl::opt<unsigned>
    Timeout("timeout",
            cl::desc("Seconds one compiler or program may run (default 300)"),
            cl::init(300), cl::sub(VerifyCommand), cl::cat(VerifyCategory));
static cl::opt<std::string> ReferenceDir(
    "reference-dir",
    cl::desc("Run mode: where the CUDA build's outputs and times are recorded "
             "(NVIDIA GPU) or read from (AMD GPU); default <work>/reference"),
    cl::value_desc("dir"), cl::sub(VerifyCommand), cl::cat(VerifyCategory));
// A test seam: the run pipeline end to end on a machine without a GPU,
// with programs that need none.
static cl::opt<std::string> AssumeNvidiaGpu(
    "assume-nvidia-gpu", cl::Hidden,
    cl::desc("Take the machine to have an NVIDIA GPU of this sm_XY (for "
             "testing with programs that need no GPU)"),
    cl::sub(VerifyCommand), cl::cat(VerifyCategory));
static cl::opt<std::string> AssumeAmdGpu(
    "assume-amd-gpu", cl::Hidden,
    cl::desc("Take the machine to have an AMD GPU of this gfx target (for "
             "testing with programs that need no GPU)"),
    cl::sub(VerifyCommand), cl::cat(VerifyCategory));
static cl::opt<double> RelTol("rtol",
                              cl::desc("Run mode: relative tolerance for "
                                       "floating-point outputs (default 1e-4)"),
                              cl::init(1e-4), cl::sub(VerifyCommand),
                              cl::cat(VerifyCategory));
static cl::opt<double> AbsTol("atol",
                              cl::desc("Run mode: absolute tolerance for "
                                       "floating-point outputs (default 1e-5)"),
                              cl::init(1e-5), cl::sub(VerifyCommand),
                              cl::cat(VerifyCategory));

int verifyMain(DriverOptions Options, const MappingTable &Table,
               const std::vector<std::pair<std::string, ReportFormat>> &Reports,
               const ReportContext &Ctx, std::vector<std::string> AmdArchs,
               bool HipVersionGiven, bool Quiet) {
  VerifyOptions V;
  V.WorkDir = Options.Output.empty() ? "cu2hip-verify" : Options.Output;
  if (V.WorkDir == "-") {
    WithColor::error(errs(), "cu2hip") << "verify writes a work folder: give "
                                          "-o DIR, not -o -\n";
    return 2;
  }
  V.Translation = std::move(Options);
  V.Translated = Translated;
  V.TargetInstalledHip = !HipVersionGiven;
  if (!NvidiaArchs.empty())
    V.NvidiaArchs.assign(NvidiaArchs.begin(), NvidiaArchs.end());
  if (!AmdArchs.empty())
    V.AmdArchs = std::move(AmdArchs);
  V.BlockSize = BlockSize;
  V.Mode = Mode;
  V.Nvcc = Nvcc;
  V.Hipcc = Hipcc;
  V.ObjDump = ObjDump;
  for (const std::string &Arg : V.Translation.Frontend.ExtraArgs)
    if (StringRef(Arg).starts_with("-I") || StringRef(Arg).starts_with("-D"))
      V.CompilerFlags.push_back(Arg);
  V.CompilerFlags.insert(V.CompilerFlags.end(), CompilerFlags.begin(),
                         CompilerFlags.end());
  V.Repeats = Repeats;
  V.TimeoutSeconds = Timeout;
  V.ReferenceDir = ReferenceDir;
  V.AssumeNvidiaArch = AssumeNvidiaGpu;
  V.AssumeAmdArch = AssumeAmdGpu;
  V.RelTolerance = RelTol;
  V.AbsTolerance = AbsTol;

  Expected<VerifyResult> R = runVerify(V, Table);
  if (!R) {
    WithColor::error(errs(), "cu2hip")
        << escapeForTerminal(toString(R.takeError())) << "\n";
    return 2;
  }
  if (!Quiet)
    printFindings(R->Translation, errs(), Severity::Warning);
  printVerifyTables(*R, outs());
  ReportContext WithVerification = Ctx;
  WithVerification.Target = R->Target;
  WithVerification.Verification = verificationJson(*R);
  bool Written = writeReports(R->Translation, WithVerification, Reports);
  if (!Quiet)
    errs() << "cu2hip verify: work folder " << escapeForTerminal(V.WorkDir)
           << "\n";
  return R->passed() && Written && !R->Translation.anyFailed() ? 0 : 1;
}
