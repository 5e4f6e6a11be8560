//===- cu2hip.cpp - The cu2hip command line -------------------------------===//
///
/// \file
/// Options in one category, then the library does the work. Exit status:
/// 0 translated (warnings allowed), 1 some inputs failed (the rest written),
/// 2 usage error or unusable input (nothing written).
///
//===----------------------------------------------------------------------===//
#include "CacheCommand.h"
#include "LspCommand.h"
#include "OutputText.h"
#include "ProgressPrinter.h"
#include "VerifyCommand.h"
#include "WorkerCommand.h"
#include "cu2hip/Driver/ClangArguments.h"
#include "cu2hip/Driver/Driver.h"
#include "cu2hip/Driver/ExportFixes.h"
#include "cu2hip/Driver/OptionChecks.h"
#include "cu2hip/Driver/ResponseFiles.h"
#include "cu2hip/Mapping/MappingTable.h"
#include "cu2hip/Report/Report.h"
#include "cu2hip/Support/CacheFolder.h"
#include "cu2hip/Support/ChildProcess.h"
#include "cu2hip/Support/TerminalText.h"
#include "cu2hip/Support/Version.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/InitLLVM.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/Process.h"
#include "llvm/Support/Signals.h"
#include "llvm/Support/WithColor.h"
#include "llvm/Support/raw_ostream.h"
#include <mutex>
#include <thread>
#include <unistd.h>

using namespace cu2hip;
using namespace llvm;

static cl::OptionCategory Category("cu2hip options");
// `cu2hip verify ...`: VerifyCommand.cpp holds its own options; the ones
// below marked Both mean the same in both commands.
#define Both cl::sub(cl::SubCommand::getTopLevel()), cl::sub(VerifyCommand)
cl::SubCommand VerifyCommand("verify",
                             "build the originals with nvcc and the "
                             "translations with hipcc, compare every kernel, "
                             "and run both where a GPU is");
// `cu2hip lsp` (LspCommand.cpp): the language server, with the translation
// options marked Lsp below.
cl::SubCommand LspCommand("lsp", "serve the Language Server Protocol on stdin "
                                 "and stdout, for editors (docs/lsp.md)");
#define Lsp cl::sub(LspCommand)
// `cu2hip cache ...` (CacheCommand.cpp) takes --cache-dir and --cache-limit.
// Subcommands are defined here, before the options that name them.
cl::SubCommand CacheCommand(
    "cache", "stats: what the cache holds; prune: remove the least recently "
             "used entries beyond --cache-limit; clear: remove every entry");

static cl::list<std::string> Inputs(cl::Positional,
                                    cl::desc("<file or dir>..."), Both,
                                    cl::cat(Category));
static cl::opt<std::string>
    Output("o",
           cl::desc("Output file, or directory for trees and several "
                    "inputs; '-' for stdout (verify: its work folder, "
                    "default ./cu2hip-verify)"),
           cl::value_desc("path"), Both, cl::cat(Category));
static cl::opt<std::string> SourceRoot(
    "source-root",
    cl::desc("Build-action mode: translate the one FILE (under this folder) "
             "and the user headers under it that FILE reads into -o's folder "
             "at the same relative paths, rewriting only what changed; no "
             "manifest, shims inline (for CMake's cu2hip_translate and the "
             "Bazel rules)"),
    cl::value_desc("dir"), cl::cat(Category));
static cl::opt<std::string> DepFile(
    "depfile",
    cl::desc("With --source-root: write a Make-style depfile naming the "
             "translation and every user file read, for Ninja and Make"),
    cl::value_desc("file.d"), cl::cat(Category));
static cl::opt<bool> NoHeaders(
    "no-headers",
    cl::desc("With --source-root: write FILE's translation only, not its "
             "headers' (build systems where every output has one action)"),
    cl::cat(Category));
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
                   "edited after it wrote them (verify: in its work folder)"),
          Both, cl::cat(Category));
static cl::opt<std::string>
    HipVersionOpt("hip-version",
                  cl::desc("Target HIP version X.Y (default: the newest the "
                           "tables know); names newer than it are not used"),
                  cl::value_desc("X.Y"), Both, Lsp, cl::cat(Category));
static cl::opt<LaunchStyle> Launch(
    "launch-syntax", cl::desc("How to write kernel launches"),
    cl::values(clEnumValN(LaunchStyle::Chevron, "chevron",
                          "keep kernel<<<grid, block>>>(args) (default)"),
               clEnumValN(LaunchStyle::LaunchKernelGGL, "hipLaunchKernelGGL",
                          "hipLaunchKernelGGL(kernel, grid, block, shm, "
                          "stream, args)")),
    cl::init(LaunchStyle::Chevron), Both, Lsp, cl::cat(Category));
static cl::list<std::string> ReportPaths(
    "report",
    cl::desc("Write a report of the run here, in the format its extension "
             "names: .json, .md, .html, .sarif ('-' for JSON on stdout); "
             "may be given several times"),
    cl::value_desc("file.{json,md,html,sarif}"), Both, cl::cat(Category));
static cl::opt<std::string> ExportFixes(
    "export-fixes",
    cl::desc("Write the fixes the findings offer (never applied by cu2hip) "
             "as YAML for clang-apply-replacements, on the translated files"),
    cl::value_desc("file.yaml"), cl::cat(Category));
static cl::opt<bool> MarkSites(
    "mark-sites",
    cl::desc("Put a /* CU2HIP(cu2hip-<id>): ... */ comment above each line "
             "of the output that needs hand work"),
    cl::cat(Category));
static cl::opt<bool>
    Roc("roc",
        cl::desc("Write the ROCm libraries' own APIs (rocBLAS, rocSPARSE, "
                 "rocRAND, rocFFT, rocSOLVER) instead of their hip* wrappers, "
                 "for AMD-only ports; calls without a same-signature ROCm form "
                 "are reported"),
        cl::sub(cl::SubCommand::getTopLevel()), Lsp, cl::cat(Category));
static cl::opt<std::string>
    DocsUrl("docs-url",
            cl::desc("Where reports link the diagnostics' pages (<url><id>.md; "
                     "default: this build's docs/diagnostics/)"),
            cl::value_desc("url"), cl::init(CU2HIP_DOCS_URL), Both, Lsp,
            cl::cat(Category));
static cl::opt<std::string> CudaPath(
    "cuda-path",
    cl::desc("CUDA toolkit to parse against (default " CU2HIP_DEFAULT_CUDA_PATH
             ")"),
    cl::value_desc("dir"), cl::init(CU2HIP_DEFAULT_CUDA_PATH), Both, Lsp,
    cl::cat(Category));
static cl::opt<bool> NoCudaSdk(
    "no-cuda-sdk",
    cl::desc("Parse against stand-in CUDA headers generated from the mapping "
             "tables instead of a CUDA toolkit (the default when --cuda-path "
             "is not given and the default path does not exist)"),
    Both, Lsp, cl::cat(Category));
static cl::list<std::string> IncludeDirs("I", cl::Prefix,
                                         cl::desc("Add an include directory"),
                                         cl::value_desc("dir"), Both, Lsp,
                                         cl::cat(Category));
static cl::list<std::string> Defines("D", cl::Prefix,
                                     cl::desc("Define a macro for parsing"),
                                     cl::value_desc("name[=value]"), Both, Lsp,
                                     cl::cat(Category));
static cl::list<std::string>
    RuleFiles("rules",
              cl::desc("Extra mapping rows (same YAML schema as mappings/); "
                       "they override built-in rows"),
              cl::value_desc("file.yaml"), Both, Lsp, cl::cat(Category));
static cl::opt<bool>
    NoAst("no-ast",
          cl::desc("Do not parse with Clang: translate from tokens only "
                   "(faster, less precise: generic names such as 'min' or "
                   "'any' are left alone)"),
          Both, Lsp, cl::cat(Category));
static cl::opt<unsigned> UnitTimeout(
    "unit-timeout",
    cl::desc("Abandon a file's Clang parse after this many seconds and "
             "translate the file from its tokens (default 300; 0 = no "
             "limit)"),
    cl::value_desc("seconds"),
    cl::init(FrontendOptions::DefaultUnitTimeoutSeconds), Both, Lsp,
    cl::cat(Category));
static cl::opt<unsigned> UnitMemory(
    "unit-memory",
    cl::desc("Abandon a file's Clang parse once its AST, source-location "
             "and preprocessor tables pass this many MiB, and translate the "
             "file from its tokens (default: a quarter of the machine's "
             "memory, at least 1024; 0 = no limit)"),
    cl::value_desc("MiB"), Both, Lsp, cl::cat(Category));
static cl::opt<bool> Quiet("quiet",
                           cl::desc("Print only errors (no progress either)"),
                           Both, cl::cat(Category));
static cl::opt<std::string>
    BuildDir("p",
             cl::desc("Build directory holding compile_commands.json (or the "
                      "file): each file is parsed with its own flags"),
             cl::value_desc("build-dir"), Both, cl::cat(Category));
static cl::opt<unsigned>
    Threads("j", cl::Prefix,
            cl::desc("Threads to use (default: one per core); the output is "
                     "the same for any N"),
            cl::value_desc("N"), cl::init(0), Both, cl::cat(Category));
static cl::opt<std::string> CacheDir(
    "cache-dir",
    cl::desc("Keep parses and the precompiled CUDA SDK here between runs "
             "(default: $CU2HIP_CACHE_DIR, else $XDG_CACHE_HOME/cu2hip, else "
             "~/.cache/cu2hip)"),
    cl::value_desc("dir"), Both, cl::sub(CacheCommand), Lsp, cl::cat(Category));
static cl::opt<bool> NoCache("no-cache",
                             cl::desc("Neither read nor write the cache"), Both,
                             Lsp, cl::cat(Category));
static cl::opt<std::string> CacheLimit(
    "cache-limit",
    cl::desc("Keep the cache within this size, removing the least recently "
             "used entries after each run (default 2G; 0 = no limit)"),
    cl::value_desc("size"), cl::init("2G"), Both, cl::sub(CacheCommand),
    cl::cat(Category));
static cl::list<std::string> OffloadArchs(
    "offload-arch", cl::CommaSeparated,
    cl::desc("AMD GPU targets for migrated build scripts and the output's "
             "compile_commands.json (default gfx90a); for verify, the targets "
             "the translations are built for (default gfx90a,gfx1030)"),
    cl::value_desc("gfx90a,..."), Both, cl::cat(Category));
enum class ProgressMode { Auto, Bar, Lines, None };
static cl::opt<ProgressMode> Progress(
    "progress", cl::desc("How to show progress on stderr"),
    cl::values(clEnumValN(ProgressMode::Auto, "auto",
                          "a bar on a terminal, else plain lines (default)"),
               clEnumValN(ProgressMode::Bar, "bar", "a bar redrawn in place"),
               clEnumValN(ProgressMode::Lines, "lines",
                          "a plain line now and then"),
               clEnumValN(ProgressMode::None, "none", "nothing")),
    cl::init(ProgressMode::Auto), Both, cl::cat(Category));
// Tests make progress deterministic with these.
static cl::opt<unsigned> ProgressDelay("progress-delay-ms", cl::Hidden,
                                       cl::init(500), Both, cl::cat(Category));
static cl::opt<unsigned> ProgressInterval("progress-interval-ms", cl::Hidden,
                                          cl::init(0), Both, cl::cat(Category));
static cl::opt<bool> CheckBuild(
    "check-build",
    cl::desc("Compile every unit of the output with the target's hipcc (syntax "
             "only, its own flags, the first --offload-arch) and report each "
             "error at the CUDA line it comes from; exit status 1 when a "
             "unit does not build"),
    cl::cat(Category));
static cl::opt<std::string>
    HipccPath("hipcc",
              cl::desc("The hipcc --check-build runs (default: hipcc on PATH)"),
              cl::value_desc("path"), cl::cat(Category));
static cl::opt<bool>
    Stats("parse-stats",
          cl::desc("After the summary, say how much was parsed, taken from "
                   "the cache and precompiled"),
          cl::cat(Category));

/// --cache-dir, else $CU2HIP_CACHE_DIR, else the XDG cache folder; of
/// --cache-dir and --no-cache, the later one wins.
static std::string cacheDirectory() {
  if (!CacheDir.empty() &&
      (!NoCache || CacheDir.getPosition() > NoCache.getPosition()))
    return CacheDir;
  if (NoCache)
    return "";
  if (std::optional<std::string> Env = sys::Process::GetEnv("CU2HIP_CACHE_DIR"))
    return *Env;
  SmallString<256> Dir;
  if (std::optional<std::string> Xdg = sys::Process::GetEnv("XDG_CACHE_HOME");
      Xdg && !Xdg->empty())
    Dir = *Xdg;
  else if (!sys::path::home_directory(Dir))
    return "";
  else
    sys::path::append(Dir, ".cache");
  sys::path::append(Dir, "cu2hip");
  return std::string(Dir);
}

static std::string statsLine(const RunStats &S) {
  std::string Line = "cu2hip: " + std::to_string(S.Parsed) +
                     " translation units parsed, " +
                     std::to_string(S.FromCache) + " from the cache";
  if (S.UsedPch)
    Line += S.PchBuilt ? "; CUDA SDK precompiled"
                       : "; CUDA SDK precompiled in an earlier run";
  if (S.CompileCommands)
    Line += "; " + std::to_string(S.CompileCommands) +
            " files with compile_commands.json flags";
  else if (!S.InferredIncludeDirs.empty())
    Line += "; " + std::to_string(S.InferredIncludeDirs.size()) +
            " include directories inferred";
  if (S.CacheEntriesPruned)
    Line += "; " + std::to_string(S.CacheEntriesPruned) +
            " least recently used cache entries removed (--cache-limit)";
  return Line;
}

static ProgressPrinter::Timing progressTiming() {
  ProgressPrinter::Timing T;
  T.FirstDraw = std::chrono::milliseconds(ProgressDelay);
  if (ProgressInterval.getNumOccurrences())
    T.BarInterval = T.LineInterval =
        std::chrono::milliseconds(ProgressInterval);
  return T;
}

/// Ctrl-C or SIGTERM (LLVM's interrupt signals): LLVM's handler removes
/// temporary files, then calls this instead of ending the process, so the
/// driver can abandon the parses under way, let the writes under way finish
/// and start no others. A second signal ends the process.
static std::atomic<bool> Interrupted{false};
static void onInterrupt() { Interrupted.store(true); }

/// Set by whoever says "interrupted" first: the run as it stops, or the
/// watchdog below.
static std::atomic<bool> InterruptReported{false};
static constexpr char InterruptedMessage[] =
    "interrupted: files written so far are complete; run again to finish";

/// A signal ends the run within 2 s, whatever it is doing. The run stops at
/// its next look at Interrupted; where that comes late (Clang inside one
/// enormous step, such as expanding a macro bomb's argument), the process
/// ends here. Each output is renamed into place whole, so it is complete or
/// untouched either way; a temporary that a write under way leaves behind
/// is removed by the next run, as after a kill.
static void startInterruptWatchdog() {
  std::thread([] {
    while (!Interrupted.load())
      std::this_thread::sleep_for(std::chrono::milliseconds(100));
    std::this_thread::sleep_for(std::chrono::milliseconds(1500));
    if (!InterruptReported.exchange(true)) {
      std::string Line =
          std::string("cu2hip: error: ") + InterruptedMessage + "\n";
      (void)!::write(2, Line.data(), Line.size());
    }
    ::_exit(130);
  }).detach();
}

/// --check-build's compiler, found before anything is translated: a check
/// that cannot run is a usage error, not a run that says nothing.
static Error setUpBuildCheck(DriverOptions &Options) {
  if (!CheckBuild) {
    if (HipccPath.getNumOccurrences())
      return createStringError("--hipcc needs --check-build");
    return Error::success();
  }
  if (Options.Output == "-")
    return createStringError(
        "--check-build compiles the translation where it is written: give "
        "-o a file or folder, not '-'");
  std::string Name = HipccPath.empty() ? "hipcc" : std::string(HipccPath);
  std::optional<std::string> Found = findProgram(Name);
  if (!Found)
    return createStringError(
        HipccPath.empty()
            ? "--check-build needs hipcc: none on PATH (give its path with "
              "--hipcc)"
            : "--check-build: no program at --hipcc '" + Name + "'");
  Options.CheckBuild.Hipcc = *Found;
  Options.CheckBuild.OffloadArch = Options.OffloadArchs.front();
  return Error::success();
}

static int usageError(const Twine &Message) {
  // Errors name files of the input tree: none can drive the terminal.
  WithColor::error(errs(), "cu2hip")
      << escapeForTerminal(Message.str()) << "\n";
  return 2;
}
static int usageError(Error E) { return usageError(toString(std::move(E))); }

/// A string option's value; none when it was not given.
static std::optional<StringRef> given(const cl::opt<std::string> &O) {
  if (!O.getNumOccurrences())
    return std::nullopt;
  return StringRef(O);
}

/// LLVM's option parser ends the process after these: an action of a
/// persistent worker may not ask for them.
static bool endsTheProcess(StringRef Arg) {
  Arg = Arg.ltrim('-');
  return Arg.starts_with("help") || Arg.starts_with("version");
}

/// Expands and parses \p RawArgs into the options; an exit status where the
/// command ends here (an error, or `cache`).
static std::optional<int>
parseArguments(ArrayRef<std::string> RawArgs, WorkerTables *Kept,
               std::vector<std::string> &ClangArgs,
               std::vector<std::pair<std::string, ReportFormat>> &Reports,
               uint64_t &CacheBytes) {
  std::vector<const char *> Raw;
  for (const std::string &A : RawArgs)
    Raw.push_back(A.c_str());
  Expected<std::vector<std::string>> Args = expandResponseFiles(Raw);
  if (!Args)
    return usageError(Args.takeError());
  std::vector<const char *> Argv;
  for (const std::string &A : *Args)
    Argv.push_back(A.c_str());
  // Everything after `--` goes to Clang; what comes before is cu2hip's.
  int OwnArgc = Argv.size();
  Expected<std::vector<std::string>> Split =
      splitClangArguments(OwnArgc, Argv.data());
  if (!Split)
    return usageError(Split.takeError());
  ClangArgs = std::move(*Split);
  if (Kept)
    for (int I = 1; I < OwnArgc; ++I)
      if (endsTheProcess(Argv[I]))
        return usageError(Twine("a persistent worker's action cannot ask "
                                "for '") +
                          Argv[I] + "'");

  cl::HideUnrelatedOptions(
      {&Category, &VerifyCategory, &CacheCategory, &LspCategory});
  cl::SetVersionPrinter([](raw_ostream &OS) {
    OS << "cu2hip " << CU2HIP_VERSION_STRING << " (Clang/LLVM "
       << LLVM_VERSION_STRING << ")\n";
  });
  std::string ParseErrors;
  raw_string_ostream ErrOS(ParseErrors);
  if (!cl::ParseCommandLineOptions(
          OwnArgc, Argv.data(),
          "translate CUDA sources to HIP\n\n"
          "  cu2hip FILE -o OUT        translate one file ('-o -' for stdout)\n"
          "  cu2hip DIR... -o OUTDIR   mirror trees, translating CUDA sources\n"
          "  cu2hip FILE... --in-place translate in place, keeping backups\n"
          "  cu2hip FILE --source-root DIR -o OUTDIR [--depfile F]\n"
          "                            a build action: one unit and its "
          "headers\n"
          "  cu2hip --persistent_worker build actions as Bazel's worker "
          "requests\n"
          "  cu2hip verify DIR|FILE... build both sides, compare kernels, run "
          "them on a GPU\n"
          "  cu2hip cache stats|prune|clear  show, prune or clear the cache\n"
          "  cu2hip lsp                the language server, for editors\n"
          "  extra Clang arguments go after '--'\n",
          &ErrOS)) {
    errs() << ParseErrors;
    return 2;
  }
  Expected<uint64_t> Limit = parseCacheLimit(CacheLimit);
  if (!Limit)
    return usageError(Limit.takeError());
  CacheBytes = *Limit;
  if (Kept && (CacheCommand || LspCommand || VerifyCommand))
    return usageError("a persistent worker runs translations only");
  if (CacheCommand)
    return cacheMain(cacheDirectory(), CacheBytes);
  if (Inputs.empty() && !LspCommand)
    return usageError("no input files or directories (see --help)");
  for (const std::string &Path : ReportPaths) {
    Expected<ReportFormat> Format = parseReportPath(Path);
    if (!Format)
      return usageError(Format.takeError());
    Reports.emplace_back(Path, *Format);
  }
  if (Error E = checkDocsUrl(DocsUrl))
    return usageError(std::move(E));
  return std::nullopt;
}

/// The driver's options from the command line's.
static Expected<DriverOptions>
driverOptions(const MappingTable &Table, ArrayRef<std::string> ClangArgs,
              ArrayRef<std::pair<std::string, ReportFormat>> Reports,
              uint64_t CacheBytes) {
  DriverOptions Options;
  Options.Inputs.assign(Inputs.begin(), Inputs.end());
  Options.Output = Output;
  Options.InPlace = InPlace;
  Options.BackupSuffix = BackupSuffix;
  Options.Force = Force;
  if (Error E = checkBuildAction(given(SourceRoot), given(DepFile), NoHeaders))
    return std::move(E);
  Options.SourceRoot = SourceRoot;
  Options.DepFile = DepFile;
  Options.WriteHeaders = !NoHeaders;
  for (const auto &[Path, Format] : Reports)
    Options.SideOutputs.push_back(
        {Path, "--report", reportSignature(Format).str()});
  if (!ExportFixes.empty())
    Options.SideOutputs.push_back(
        {ExportFixes, "--export-fixes", ExportFixesSignature.str()});
  Options.UseAst = !NoAst;
  Options.Translate.Launch = Launch;
  Options.Translate.MarkSites = MarkSites;
  Options.Translate.Roc = Roc;
  Options.Translate.Target = Table.newestKnownVersion();
  if (HipVersionOpt.getNumOccurrences()) {
    Expected<HipVersion> V = HipVersion::parseTarget(HipVersionOpt);
    if (!V)
      return V.takeError();
    Options.Translate.Target = *V;
  }
  Options.Jobs = Threads;
  Options.CacheDir = cacheDirectory();
  // A folder that is not cu2hip's cache is neither read, written nor
  // pruned: the run goes on without a cache.
  if (!Options.CacheDir.empty())
    if (Error E = claimCacheFolder(Options.CacheDir, /*Create=*/true)) {
      if (Quiet)
        consumeError(std::move(E));
      else
        WithColor::warning(errs(), "cu2hip")
            << escapeForTerminal(toString(std::move(E)))
            << "; the cache is off for this run\n";
      Options.CacheDir.clear();
    }
  Options.CacheLimit = CacheBytes;
  Options.CompileCommands = BuildDir;
  Options.RuleFiles.assign(RuleFiles.begin(), RuleFiles.end());
  if (!OffloadArchs.empty())
    Options.OffloadArchs.assign(OffloadArchs.begin(), OffloadArchs.end());
  if (Error E = checkOffloadArchs(Options.OffloadArchs))
    return std::move(E);
  if (Error E = setUpBuildCheck(Options))
    return std::move(E);
  Options.Frontend.CudaPath = CudaPath;
  Options.Frontend.ResourceDir = CU2HIP_CLANG_RESOURCE_DIR;
  for (const std::string &Dir : IncludeDirs)
    Options.Frontend.ExtraArgs.push_back("-I" + Dir);
  for (const std::string &Def : Defines)
    Options.Frontend.ExtraArgs.push_back("-D" + Def);
  Options.Frontend.ExtraArgs.insert(Options.Frontend.ExtraArgs.end(),
                                    ClangArgs.begin(), ClangArgs.end());
  Options.Frontend.FallbackSdk = NoCudaSdk;
  Options.Frontend.UnitTimeoutSeconds = UnitTimeout;
  if (UnitMemory.getNumOccurrences())
    Options.Frontend.UnitMemoryMiB = UnitMemory;
  Expected<bool> StandIn =
      needsStandInSdk(Options, CudaPath.getNumOccurrences() > 0);
  if (!StandIn)
    return StandIn.takeError();
  if (*StandIn) {
    Options.Frontend.FallbackSdk = true;
    if (!Quiet)
      WithColor::note(errs(), "cu2hip")
          << "no CUDA toolkit at '" << CudaPath
          << "': parsing against headers generated from the mapping tables "
             "(--no-cuda-sdk)\n";
  }
  return std::move(Options);
}

/// Translates, prints the findings and writes the reports; the exit status.
static int
translateAndReport(DriverOptions Options, const MappingTable &Table,
                   const ReportContext &Ctx,
                   ArrayRef<std::pair<std::string, ReportFormat>> Reports,
                   SdkPchCache *KeptPchs, bool InWorker) {
  std::optional<ProgressPrinter> Printer;
  bool Terminal = sys::Process::StandardErrIsDisplayed();
  if (!Quiet && Progress != ProgressMode::None)
    Printer.emplace(errs(),
                    Progress == ProgressMode::Bar ||
                            (Progress == ProgressMode::Auto && Terminal)
                        ? ProgressPrinter::Style::Bar
                        : ProgressPrinter::Style::Lines,
                    Terminal ? sys::Process::StandardErrColumns() : 80,
                    progressTiming());
  if (Printer)
    Options.Progress = [&](StringRef Phase, unsigned Done, unsigned Total,
                           StringRef File) {
      Printer->update(Phase, Done, Total, File);
    };

  Options.Cancel = &Interrupted;
  Options.SharedPchs = KeptPchs;
  if (!InWorker) { // a worker watches for signals once, for all its actions
    sys::SetInterruptFunction(onInterrupt);
    startInterruptWatchdog();
  }
  Expected<RunResult> Run = runTranslation(Options, Table);
  if (Printer)
    Printer->finish();
  if (Interrupted) {
    consumeError(Run.takeError());
    if (!InterruptReported.exchange(true))
      WithColor::error(errs(), "cu2hip") << InterruptedMessage << "\n";
    return 130; // what a shell reports for a command ended by Ctrl-C
  }
  if (!Run)
    return usageError(Run.takeError());

  // A build action speaks like a compiler: warnings and errors, no notes
  // and no summary, so a build's log shows only what needs a look.
  bool BuildAction = !SourceRoot.empty();
  printFindings(*Run, errs(),
                Quiet         ? Severity::Error
                : BuildAction ? Severity::Warning
                              : Severity::Note);
  // The translation is written by now: a report that cannot be written is
  // a failed output (1), not an unusable input (2).
  bool Written = writeReports(*Run, Ctx, Reports);
  if (!ExportFixes.empty())
    Written &= writeTextOutput(
        ExportFixes, [&](raw_ostream &OS) { writeExportFixes(*Run, OS); });
  if (!Written)
    return 1;
  if (!Quiet && !BuildAction)
    errs() << summaryLine(*Run) << "\n";
  if (!Quiet && Stats)
    errs() << statsLine(Run->Stats) << "\n";
  bool UnitsFailed =
      Run->BuildCheck &&
      llvm::any_of(Run->BuildCheck->Units, [](const UnitBuild &U) {
        return U.Result == UnitBuild::Outcome::Failed;
      });
  return Run->anyFailed() || UnitsFailed ? 1 : 0;
}

/// One cu2hip command line (\p RawArgs, the program's name first): the run,
/// or one action of a persistent worker, which keeps \p Kept across them.
static int runCommandLine(ArrayRef<std::string> RawArgs, WorkerTables *Kept) {
  std::vector<std::string> ClangArgs;
  std::vector<std::pair<std::string, ReportFormat>> Reports;
  uint64_t CacheBytes = 0;
  if (std::optional<int> Status =
          parseArguments(RawArgs, Kept, ClangArgs, Reports, CacheBytes))
    return *Status;
  // A worker's actions share a table and its precompiled SDK.
  std::optional<MappingTable> OwnTable;
  const MappingTable *TablePtr = nullptr;
  SdkPchCache *KeptPchs = nullptr;
  if (Kept) {
    Expected<WorkerTables::Kept &> K = Kept->get(RuleFiles);
    if (!K)
      return usageError(K.takeError());
    TablePtr = &K->Table;
    KeptPchs = K->Pchs.get();
  } else {
    TablePtr = &OwnTable.emplace();
    for (const std::string &Rules : RuleFiles)
      if (Error E = OwnTable->addRuleFile(Rules))
        return usageError(std::move(E));
  }
  const MappingTable &Table = *TablePtr;

  Expected<DriverOptions> Made =
      driverOptions(Table, ClangArgs, Reports, CacheBytes);
  if (!Made)
    return usageError(Made.takeError());
  DriverOptions &Options = *Made;

  // Both commands' reports describe the run with these.
  ReportContext Ctx;
  Ctx.Target = Options.Translate.Target;
  Ctx.UsedAst = Options.UseAst;
  Ctx.CudaToolkit = isCudaToolkit(CudaPath) && !Options.Frontend.FallbackSdk;
  Ctx.CudaPath = CudaPath;
  Ctx.CompileCommands = BuildDir;
  Ctx.DocsUrl = DocsUrl;
  Ctx.Table = &Table;
  Ctx.Roc = Roc;
  if (LspCommand)
    return lspMain(std::move(Options), Table, DocsUrl);
  if (VerifyCommand) {
    if (Error E = checkVerifyOptions([](StringRef Name) {
          cl::Option *O = cl::getRegisteredOptions().lookup(Name);
          return O && O->getNumOccurrences() > 0;
        }))
      return usageError(std::move(E));
    Options.Progress = nullptr;
    return verifyMain(std::move(Options), Table, Reports, Ctx,
                      {OffloadArchs.begin(), OffloadArchs.end()},
                      HipVersionOpt.getNumOccurrences() > 0, Quiet);
  }

  return translateAndReport(std::move(Options), Table, Ctx, Reports, KeptPchs,
                            Kept != nullptr);
}

int main(int argc, char **argv) {
  InitLLVM X(argc, argv);
  std::vector<std::string> Args(argv, argv + argc);
  if (!isPersistentWorker(ArrayRef<const char *>(argv, argc)))
    return runCommandLine(Args, nullptr);
  // Bazel starts the worker with the arguments before the action's flagfile:
  // they go before each request's.
  llvm::erase(Args, "--persistent_worker");
  sys::SetInterruptFunction(onInterrupt);
  startInterruptWatchdog();
  WorkerTables Kept;
  return workerMain(
      [&](ArrayRef<std::string> Request) {
        std::vector<std::string> Action = Args;
        Action.insert(Action.end(), Request.begin(), Request.end());
        cl::ResetAllOptionOccurrences();
        return runCommandLine(Action, &Kept);
      },
      Interrupted);
}
