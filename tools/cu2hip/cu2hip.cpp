//===- cu2hip.cpp - The cu2hip command line -------------------------------===//
///
/// \file
/// Options in one category, then the library does the work. Exit status:
/// 0 translated (warnings allowed), 1 some inputs failed (the rest written),
/// 2 usage error or unusable input (nothing written).
///
//===----------------------------------------------------------------------===//
#include "cu2hip/Driver.h"
#include "cu2hip/Mapping/MappingTable.h"
#include "cu2hip/Report.h"
#include "cu2hip/Version.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/WithColor.h"
#include "llvm/Support/InitLLVM.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/raw_ostream.h"

using namespace cu2hip;
using namespace llvm;

static cl::OptionCategory Category("cu2hip options");

static cl::list<std::string> Inputs(cl::Positional, cl::desc("<file or dir>..."),
                                    cl::cat(Category));
static cl::opt<std::string>
    Output("o", cl::desc("Output file, or directory for trees and several "
                         "inputs; '-' for stdout"),
           cl::value_desc("path"), cl::cat(Category));
static cl::opt<bool> InPlace("in-place",
                             cl::desc("Translate files in place, keeping the "
                                      "original as FILE.orig"),
                             cl::cat(Category));
static cl::opt<std::string>
    BackupSuffix("backup-suffix",
                 cl::desc("Suffix of --in-place backups (default .orig)"),
                 cl::init(".orig"), cl::cat(Category));
static cl::opt<bool>
    Force("force",
          cl::desc("Overwrite outputs cu2hip did not write, or that were "
                   "edited after it wrote them"),
          cl::cat(Category));
static cl::opt<std::string>
    HipVersionOpt("hip-version",
                  cl::desc("Target HIP version X.Y (default: the newest the "
                           "tables know); names newer than it are not used"),
                  cl::value_desc("X.Y"), cl::cat(Category));
static cl::opt<LaunchStyle> Launch(
    "launch-syntax", cl::desc("How to write kernel launches"),
    cl::values(clEnumValN(LaunchStyle::Chevron, "chevron",
                          "keep kernel<<<grid, block>>>(args) (default)"),
               clEnumValN(LaunchStyle::LaunchKernelGGL, "hipLaunchKernelGGL",
                          "hipLaunchKernelGGL(kernel, grid, block, shm, "
                          "stream, args)")),
    cl::init(LaunchStyle::Chevron), cl::cat(Category));
static cl::opt<std::string>
    ReportPath("report", cl::desc("Write a JSON report of the run here"),
               cl::value_desc("file.json"), cl::cat(Category));
static cl::opt<std::string>
    CudaPath("cuda-path",
             cl::desc("CUDA toolkit to parse against (default " CU2HIP_DEFAULT_CUDA_PATH
                      ")"),
             cl::value_desc("dir"), cl::init(CU2HIP_DEFAULT_CUDA_PATH),
             cl::cat(Category));
static cl::opt<bool> NoCudaSdk(
    "no-cuda-sdk",
    cl::desc("Parse against stand-in CUDA headers generated from the mapping "
             "tables instead of a CUDA toolkit (the default when --cuda-path "
             "is not given and the default path does not exist)"),
    cl::cat(Category));
static cl::list<std::string> IncludeDirs("I", cl::Prefix,
                                         cl::desc("Add an include directory"),
                                         cl::value_desc("dir"),
                                         cl::cat(Category));
static cl::list<std::string> Defines("D", cl::Prefix,
                                     cl::desc("Define a macro for parsing"),
                                     cl::value_desc("name[=value]"),
                                     cl::cat(Category));
static cl::list<std::string>
    RuleFiles("rules",
              cl::desc("Extra mapping rows (same YAML schema as mappings/); "
                       "they override built-in rows"),
              cl::value_desc("file.yaml"), cl::cat(Category));
static cl::opt<bool>
    NoAst("no-ast",
          cl::desc("Do not parse with Clang: translate from tokens only "
                   "(faster, less precise: generic names such as 'min' or "
                   "'any' are left alone)"),
          cl::cat(Category));
static cl::opt<bool> Quiet("quiet", cl::desc("Print only errors"),
                           cl::cat(Category));

static int usageError(const Twine &Message) {
  WithColor::error(errs(), "cu2hip") << Message << "\n";
  return 2;
}

int main(int argc, char **argv) {
  InitLLVM X(argc, argv);
  // Everything after `--` goes to Clang untouched.
  std::vector<const char *> Own;
  std::vector<std::string> ClangArgs;
  bool AfterDashDash = false;
  for (int I = 0; I < argc; ++I) {
    if (AfterDashDash)
      ClangArgs.push_back(argv[I]);
    else if (StringRef(argv[I]) == "--" && I > 0)
      AfterDashDash = true;
    else
      Own.push_back(argv[I]);
  }

  cl::HideUnrelatedOptions(Category);
  cl::SetVersionPrinter([](raw_ostream &OS) {
    OS << "cu2hip " << CU2HIP_VERSION_STRING << " (Clang/LLVM "
       << LLVM_VERSION_STRING << ")\n";
  });
  std::string ParseErrors;
  raw_string_ostream ErrOS(ParseErrors);
  if (!cl::ParseCommandLineOptions(
          Own.size(), Own.data(),
          "translate CUDA sources to HIP\n\n"
          "  cu2hip FILE -o OUT        translate one file ('-o -' for stdout)\n"
          "  cu2hip DIR... -o OUTDIR   mirror trees, translating CUDA sources\n"
          "  cu2hip FILE... --in-place translate in place, keeping backups\n"
          "  extra Clang arguments go after '--'\n",
          &ErrOS)) {
    errs() << ParseErrors;
    return 2;
  }
  if (Inputs.empty())
    return usageError("no input files or directories (see --help)");

  MappingTable Table;
  for (const std::string &Rules : RuleFiles)
    if (Error E = Table.addRuleFile(Rules))
      return usageError(toString(std::move(E)));

  DriverOptions Options;
  Options.Inputs.assign(Inputs.begin(), Inputs.end());
  Options.Output = Output;
  Options.InPlace = InPlace;
  Options.BackupSuffix = BackupSuffix;
  Options.Force = Force;
  Options.UseAst = !NoAst;
  Options.Translate.Launch = Launch;
  Options.Translate.Target = Table.newestKnownVersion();
  if (HipVersionOpt.getNumOccurrences()) {
    std::optional<HipVersion> V = HipVersion::parse(HipVersionOpt);
    if (!V)
      return usageError("--hip-version wants X.Y, got '" + HipVersionOpt + "'");
    if (*V < HipVersion::floor())
      return usageError("--hip-version " + HipVersionOpt +
                        " is older than HIP " + HipVersion::floor().str() +
                        ", the oldest cu2hip's tables are verified against");
    Options.Translate.Target = *V;
  }
  Options.Frontend.CudaPath = CudaPath;
  Options.Frontend.ResourceDir = CU2HIP_CLANG_RESOURCE_DIR;
  for (const std::string &Dir : IncludeDirs)
    Options.Frontend.ExtraArgs.push_back("-I" + Dir);
  for (const std::string &Def : Defines)
    Options.Frontend.ExtraArgs.push_back("-D" + Def);
  Options.Frontend.ExtraArgs.insert(Options.Frontend.ExtraArgs.end(),
                                    ClangArgs.begin(), ClangArgs.end());
  Options.Frontend.FallbackSdk = NoCudaSdk;
  if (Options.UseAst && !NoCudaSdk && !sys::fs::is_directory(CudaPath)) {
    if (CudaPath.getNumOccurrences())
      return usageError("CUDA path '" + CudaPath +
                        "' does not exist (give --cuda-path, --no-cuda-sdk "
                        "or --no-ast)");
    Options.Frontend.FallbackSdk = true;
    if (!Quiet)
      WithColor::note(errs(), "cu2hip")
          << "no CUDA toolkit at '" << CudaPath
          << "': parsing against headers generated from the mapping tables "
             "(--no-cuda-sdk)\n";
  }

  Expected<RunResult> Run = runTranslation(Options, Table);
  if (!Run)
    return usageError(toString(Run.takeError()));

  printFindings(*Run, errs(), Quiet ? Severity::Error : Severity::Note);
  if (!ReportPath.empty()) {
    std::error_code EC;
    ReportContext Ctx{Options.Translate.Target, Options.UseAst,
                      isCudaToolkit(CudaPath) && !Options.Frontend.FallbackSdk,
                      CudaPath};
    std::string Json;
    raw_string_ostream OS(Json);
    writeJsonReport(*Run, Ctx, OS);
    if (Error E = writeToOutput(ReportPath, [&](raw_ostream &Out) {
          Out << Json;
          return Error::success();
        }))
    {
      // The translation is written by now: this is a failed output (1),
      // not an unusable input (2).
      WithColor::error(errs(), "cu2hip")
          << "cannot write report: " << toString(std::move(E)) << "\n";
      return 1;
    }
  }
  if (!Quiet)
    errs() << summaryLine(*Run) << "\n";
  return Run->anyFailed() ? 1 : 0;
}
