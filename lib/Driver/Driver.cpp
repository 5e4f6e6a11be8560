//===- Driver.cpp - Plan, check, translate, write -------------------------===//
///
/// \file
/// Phases, so that a refusal never leaves a half-written output: plan
/// (which inputs, which outputs), scan and check (read every file, find the
/// ones that use CUDA and the build scripts that build it, verify every
/// output may be written), parse (ParsePhase.h), then translate and write.
/// Scan, parse and write run on N threads; results are kept in input order.
///
//===----------------------------------------------------------------------===//
#include "cu2hip/Driver/Driver.h"
#include "BuildCheck.h"
#include "BuildFlags.h"
#include "FactsCache.h"
#include "Jobs.h"
#include "OutputChecks.h"
#include "OutputFiles.h"
#include "ParsePhase.h"
#include "UnitAction.h"
#include "cu2hip/BuildScripts/BuildScripts.h"
#include "cu2hip/Driver/CompileCommands.h"
#include "cu2hip/Frontend/SdkPch.h"
#include "cu2hip/Mapping/MappingTable.h"
#include "cu2hip/Support/FileAccess.h"
#include "cu2hip/Support/OutputRoot.h"
#include "cu2hip/Support/SourceText.h"
#include "llvm/ADT/StringSet.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/ThreadPool.h"

using namespace cu2hip;
using llvm::StringRef;
namespace fs = llvm::sys::fs;
namespace path = llvm::sys::path;

using namespace cu2hip::driver;

FileResult cu2hip::driver::failure(const Job &J, const llvm::Twine &Why) {
  FileResult R;
  R.Input = J.Input;
  R.Status = FileStatus::Failed;
  R.Findings.emplace_back(DiagKind::InputError, 0, 0, 0, Why.str(), "");
  return R;
}

std::optional<std::string>
cu2hip::driver::scanContent(Job &J, std::unique_ptr<llvm::MemoryBuffer> Content,
                            const MappingTable &Table,
                            const DriverOptions &Options, bool SingleFile) {
  J.Content = std::move(Content);
  J.Canonical = canonicalPath(J.Input);
  J.Hash = contentHash(J.Content->getBuffer());
  if (J.Kind == JobKind::Data)
    return std::nullopt;
  if (looksBinary(J.Content->getBuffer())) {
    std::optional<std::string> Why;
    if (SingleFile)
      Why = *whyNotASource(J.Input, J.Content->getBuffer());
    else if (J.Kind == JobKind::Source)
      J.InputFindings.emplace_back(DiagKind::InputSkipped, 0, 0, 0,
                                   whyCopiedAsData(J.Content->getBuffer()), "");
    J.Kind = JobKind::Data; // copied byte for byte like any other data file
    return Why;
  }
  if (J.Kind == JobKind::BuildScript) {
    BuildScriptOptions ScriptOptions;
    ScriptOptions.OffloadArchs = Options.OffloadArchs;
    ScriptOptions.Target = Options.Translate.Target;
    ScriptOptions.Roc = Options.Translate.Roc;
    MigratedBuildScript M =
        migrateBuildScript(buildScriptKind(J.Input), J.Input,
                           J.Content->getBuffer(), Table, ScriptOptions);
    J.UsesCuda = M.UsesCuda;
    J.Text = std::move(M.Text);
    J.ScriptFindings = std::move(M.Findings);
    J.ScriptReplacements = M.Replacements;
    return std::nullopt;
  }
  J.UsesCuda = translateSource(J.Input, J.Content->getBuffer(), Table,
                               Options.Translate, nullptr)
                   .UsesCuda;
  return std::nullopt;
}

namespace {

bool cancelled(const DriverOptions &Options) {
  return Options.Cancel && Options.Cancel->load();
}

llvm::Error interruption() {
  return llvm::createStringError(std::make_error_code(std::errc::interrupted),
                                 "interrupted: files written so far are "
                                 "complete; run again to finish");
}

/// Runs \p Work(I) for every I below \p N on \p Pool and waits.
void forEachIndex(llvm::ThreadPoolInterface &Pool, size_t N,
                  const std::function<void(size_t)> &Work) {
  for (size_t I = 0; I < N; ++I)
    Pool.async([&Work, I] { Work(I); });
  Pool.wait();
}

/// Reads every input and finds the ones that use CUDA (token pass only) and
/// the build scripts that build it.
llvm::Error scan(std::vector<Job> &Jobs, const MappingTable &Table,
                 const DriverOptions &Options, llvm::ThreadPoolInterface &Pool,
                 std::vector<FileResult> &Failed) {
  bool SingleFile = Jobs.size() == 1 && !Jobs[0].FromDirectory;
  std::vector<std::string> Errors(Jobs.size());
  forEachIndex(Pool, Jobs.size(), [&](size_t I) {
    Job &J = Jobs[I];
    // Regular files only, and bounded: a FIFO or /dev/zero never reaches a
    // reader, a huge data file is mapped rather than copied into memory.
    unsigned Mode = 0;
    StringRef From = J.ReadFrom.empty() ? StringRef(J.Input) : J.ReadFrom;
    auto Buffer =
        J.Kind == JobKind::Data
            ? readRegularFile(From, read_limit::Data, "a data file", &Mode)
            : readRegularFile(From, read_limit::Source, "a source", &Mode);
    if (!Buffer) {
      Errors[I] = llvm::toString(Buffer.takeError());
      return;
    }
    J.Mode = Mode;
    if (std::optional<std::string> Why =
            scanContent(J, std::move(*Buffer), Table, Options, SingleFile))
      Errors[I] = std::move(*Why);
  });
  for (size_t I = 0; I < Jobs.size(); ++I) {
    if (Errors[I].empty())
      continue;
    if (SingleFile)
      return usageError(Errors[I]);
    Failed.push_back(failure(Jobs[I], Errors[I]));
    Jobs[I].Content.reset();
    Jobs[I].Kind = JobKind::Data;
  }
  bool AnyDirectory =
      llvm::any_of(Jobs, [](const Job &J) { return J.FromDirectory; });
  if (AnyDirectory &&
      llvm::none_of(Jobs, [](const Job &J) { return J.UsesCuda; }))
    return usageError("no CUDA sources found in the input directories (looked "
                      "at .cu, .cuh, .cpp, .h, .hpp and similar files)");
  return llvm::Error::success();
}

} // namespace

void cu2hip::driver::recordTranslation(FileResult &R, TranslationResult &T,
                                       StringRef Content,
                                       const AstFacts *Facts) {
  R.Status = FileStatus::Translated;
  R.Replacements = T.Replacements;
  R.ParsedCleanly = !Facts || Facts->ParseFindings.empty();
  R.Findings = std::move(T.Findings);
  R.ApiUses = std::move(T.ApiUses);
  R.Kernels = std::move(T.Kernels);
  if (std::optional<Finding> Encoding = encodingFinding(Content))
    R.Findings.insert(R.Findings.begin(), std::move(*Encoding));
}

namespace {

/// How \p J's translation, in the output tree, spells the tree's compat
/// header; "" outside a tree (the file carries its own shims).
std::string compatInclude(const Job &J, StringRef OutputTree) {
  if (OutputTree.empty() || J.ManifestDir != OutputTree)
    return "";
  std::string Up;
  StringRef Dir = path::parent_path(J.RelPath);
  for (auto It = path::begin(Dir), End = path::end(Dir); It != End; ++It)
    Up += "../";
  return Up + CompatHeaderName.str();
}

} // namespace

FileResult cu2hip::driver::renderJob(Job &J, const MappingTable &Table,
                                     const DriverOptions &Options,
                                     const AstFacts *Facts,
                                     StringRef CompatInclude) {
  FileResult R;
  R.Input = J.Kind == JobKind::Generated ? "" : J.Input;
  R.Output = J.Output.empty() ? J.Input : J.Output;
  StringRef Content = J.Content ? J.Content->getBuffer() : StringRef();
  if (J.Kind == JobKind::Generated) {
    R.Status = FileStatus::Generated;
  } else if (J.UsesCuda && J.Kind == JobKind::BuildScript) {
    R.Status = FileStatus::Translated;
    R.Replacements = J.ScriptReplacements;
    R.Findings = J.ScriptFindings;
  } else if (J.UsesCuda) {
    AstFacts None;
    if (Options.UseAst && !Facts)
      Facts = &None; // parsed, yet no facts for this text: a file that changed
    TranslateOptions Translate = Options.Translate;
    Translate.CompatInclude = CompatInclude.str();
    TranslationResult T = translateSource(J.Input, Content, Table, Translate,
                                          Options.UseAst ? Facts : nullptr);
    J.Shims = std::move(T.Shims);
    recordTranslation(R, T, Content, Facts);
    J.Text = std::move(T.Text);
    J.InputLines = std::move(T.InputLines);
    J.Edits = std::move(T.Edits);
  } else {
    R.Status = FileStatus::Copied;
    J.Text = Content.str();
  }
  R.Findings.insert(R.Findings.begin(), J.InputFindings.begin(),
                    J.InputFindings.end());
  if (J.Output.empty() && (!J.UsesCuda || J.Text == Content)) {
    R.Status = J.UsesCuda ? R.Status : FileStatus::Copied;
    R.Output.clear(); // in place and unchanged: nothing to write
  }
  return R;
}

namespace {

/// The folder \p J's output (or, in place, its input) is written in.
std::string outputFolder(const Job &J) {
  if (!J.Output.empty())
    return J.ManifestDir;
  StringRef Dir = path::parent_path(J.Input);
  return Dir.empty() ? "." : Dir.str();
}

/// Writes what renderJob() made, atomically, with the input's permissions;
/// in place, after the backup. An output that already holds that text (a
/// re-run) is left alone, mtime and all, so builds of the translated tree
/// do not redo work.
std::optional<std::string> writeJob(const Job &J, const FileResult &R,
                                    const DriverOptions &Options,
                                    const OutputRoot *Root) {
  if (R.Output.empty())
    return std::nullopt;
  llvm::Error E = llvm::Error::success();
  if (J.Stream) {
    E = writeToStream(J.Output, J.Text, Options.Cancel);
  } else if (J.Output.empty()) {
    std::string Name = path::filename(J.Input).str();
    E = Root->write(Name + Options.BackupSuffix, J.Content->getBuffer(),
                    J.Mode);
    if (!E)
      E = Root->write(Name, J.Text, J.Mode);
  } else {
    E = Root->writeIfChanged(J.RelPath, J.Text, J.Mode);
  }
  if (E)
    return llvm::toString(std::move(E));
  return std::nullopt;
}

/// Whether a C++ file, which a build without a compile database could have
/// handed to a host compiler or to nvcc, was CUDA to its build: it defines
/// kernels, or its text says so (looksCompiledAsCuda).
bool builtAsCuda(StringRef Content, const FileResult &R) {
  return !R.Kernels.empty() || looksCompiledAsCuda(Content);
}

/// --check-build over what the run wrote: each unit of it compiled,
/// each error at its CUDA line. \p FileIndex: each job's FileResult.
BuildCheckResult checkTranslation(
    const std::vector<Job> &Jobs,
    llvm::ArrayRef<std::optional<size_t>> FileIndex, RunResult &Result,
    const BuildFlags &Flags, const Planner &Plan, const MappingTable &Table,
    const DriverOptions &Options, llvm::ThreadPoolInterface &Pool) {
  std::vector<TranslatedFile> Files;
  std::vector<CheckUnit> Units;
  for (size_t I = 0; I < Jobs.size(); ++I) {
    const Job &J = Jobs[I];
    if (!FileIndex[I] || J.Kind != JobKind::Source || J.Stream || !J.Content)
      continue;
    FileResult &R = Result.Files[*FileIndex[I]];
    if (R.Status != FileStatus::Translated && R.Status != FileStatus::Copied)
      continue;
    // In place, the translation is at the input's path.
    StringRef Written = J.Output.empty() ? StringRef(J.Input) : J.Output;
    Files.push_back({canonicalPath(Written), J.Content->getBuffer(), J.Text,
                     &J.InputLines, &R});
    // A unit copied unchanged is checked too: a header it includes may
    // have been translated.
    std::optional<OutputCompileCommand> C =
        hipCommandFor(J, Written, Flags, Plan, Options);
    if (!C)
      continue;
    if (!compilesAsHip(*C) && !Flags.hasDatabase() &&
        builtAsCuda(J.Content->getBuffer(), R))
      C->Arguments.insert(C->Arguments.begin() + 1, {"-x", "hip"});
    Units.push_back({Files.size() - 1, std::move(*C)});
  }
  return checkBuild(Units, Files, Table, Options, Pool);
}

} // namespace

namespace {

/// One run over files and trees, phase by phase: each phase is a method, and
/// what the phases hand on is the run's state.
class TreeRun {
public:
  TreeRun(const DriverOptions &Options, const MappingTable &Table)
      : Options(Options), Table(Table), Plan(Options),
        Pool(llvm::hardware_concurrency(Options.Jobs)) {}

  llvm::Expected<RunResult> run();

private:
  llvm::Error planAndScan();
  void addCompileCommandsJob();
  void addCompatHeaderJob();
  llvm::Error parse();
  void render();
  llvm::Error openOutputs();
  void write();
  void collect();
  void saveManifests();

  const DriverOptions &Options;
  const MappingTable &Table;
  Planner Plan;
  llvm::DefaultThreadPool Pool;
  /// Made once the outputs are checked: it creates its folder.
  std::optional<FactsCache> Cache;
  std::vector<Job> Jobs;
  RunResult Result;
  BuildFlags Flags;
  FileHashes Hashes;
  std::unique_ptr<SdkPchCache> Pchs;
  std::unique_ptr<ParsePhase> Parses;
  /// The job whose output is the tree's compat header, if it gets one.
  std::optional<size_t> CompatJob;
  OutputFolders Folders;
  llvm::StringMap<OutputManifest> Manifests;
  /// Per job: what renderJob() made (nothing: no output), the folder it is
  /// written in, and its index in Result.Files once collected.
  std::vector<std::optional<FileResult>> Rendered;
  std::vector<const OutputRoot *> Roots;
  std::vector<std::optional<size_t>> FileIndex;
};

llvm::Error TreeRun::planAndScan() {
  if (llvm::Error E = Plan.plan(Jobs, Result.Files))
    return E;
  if (llvm::Error E = scan(Jobs, Table, Options, Pool, Result.Files))
    return E;
  if (llvm::Error E = Flags.load(Options, Jobs, Plan.Roots, Result.Stats))
    return E;
  Flags.noteWarnings(Jobs);
  return llvm::Error::success();
}

/// The output tree's compile_commands.json, for the translated files.
void TreeRun::addCompileCommandsJob() {
  if (Plan.OutputTree.empty())
    return;
  std::optional<std::string> Db =
      outputCompileCommands(Jobs, Flags, Plan, Options);
  if (!Db)
    return;
  llvm::SmallString<256> Out(Plan.OutputTree);
  path::append(Out, "compile_commands.json");
  // The input's own database (if any) described the input tree: say that
  // it is replaced rather than drop it unannounced.
  for (const Job &J : Jobs)
    if (J.Output == Out) {
      FileResult R;
      R.Input = J.Input;
      R.Status = FileStatus::Skipped;
      R.Findings.emplace_back(
          DiagKind::InputSkipped, 0, 0, 0,
          "describes the input tree, so it is not copied: the output "
          "gets a compile_commands.json for the translated files instead",
          "");
      Result.Files.push_back(std::move(R));
    }
  llvm::erase_if(Jobs, [&](const Job &J) { return J.Output == Out; });
  Job &J =
      Jobs.emplace_back(makeJob("compile_commands.json", Out, Plan.OutputTree,
                                "compile_commands.json", false));
  J.Kind = JobKind::Generated;
  J.UsesCuda = true;
  J.Text = std::move(*Db);
  Result.Stats.OutputCompileCommands = std::string(Out);
}

/// A tree's shims go into one header at its root, unless the input has a
/// file of that name there: then each file carries its own.
void TreeRun::addCompatHeaderJob() {
  if (Plan.OutputTree.empty())
    return;
  llvm::SmallString<256> Out(Plan.OutputTree);
  path::append(Out, CompatHeaderName);
  if (llvm::any_of(Jobs, [&](const Job &J) { return J.Output == Out; }))
    return;
  Job &J = Jobs.emplace_back(
      makeJob(CompatHeaderName, Out, Plan.OutputTree, CompatHeaderName, false));
  J.Kind = JobKind::Generated;
  J.UsesCuda = true;
  CompatJob = Jobs.size() - 1;
}

llvm::Error TreeRun::parse() {
  Cache.emplace(Options.CacheDir, Options.RuleFiles);
  for (const Job &J : Jobs)
    if (J.Content)
      Hashes.add(J.Canonical, J.Hash);
  std::vector<ParseTask> Units = unitTasks(Jobs, Flags, Options);
  // A PCH costs about one parse to build: worth it for two parses, or for
  // one when it is kept for the next run.
  if (Options.UseAst && (Units.size() >= 2 || Cache->enabled()))
    Pchs = std::make_unique<SdkPchCache>(
        Cache->enabled() ? Cache->directory() + "/pch" : std::string(), Table);
  if (Pchs && Cache->enabled())
    Pchs->boundAskedPchs(Options.CacheLimit);
  Parses = std::make_unique<ParsePhase>(Table, *Cache, Pchs.get(), Hashes,
                                        Options.Cancel);
  if (!Options.UseAst)
    return llvm::Error::success();
  unsigned Done = 0;
  auto Report = [&](size_t Total) {
    return [&, Total](const ParseTask &T) {
      if (Options.Progress)
        Options.Progress("parse", ++Done, Total, T.Display);
    };
  };
  Parses->run(Units, Pool, Report(Units.size()));
  if (cancelled(Options))
    return interruption();
  std::vector<ParseTask> Headers = headerTasks(Jobs, Flags, Options, *Parses);
  Done = 0;
  Parses->run(Headers, Pool, Report(Headers.size()));
  if (cancelled(Options))
    return interruption();
  for (const std::vector<ParseTask> *Tasks : {&Units, &Headers})
    for (const ParseTask &T : *Tasks)
      Result.Stats.Units.push_back({T.Display, T.Options.ExtraArgs});
  Result.Stats.Parsed = Parses->parsed();
  Result.Stats.FromCache = Parses->fromCache();
  if (Pchs) {
    Result.Stats.PchBuilt = Pchs->built();
    Result.Stats.UsedPch = Parses->parsed() > 0;
  }
  return llvm::Error::success();
}

/// Everything is rendered before anything is written, so the manifest can
/// list every output first: a run stopped halfway (Ctrl-C) leaves complete
/// files that the next run recognises as its own.
void TreeRun::render() {
  Rendered.resize(Jobs.size());
  forEachIndex(Pool, Jobs.size(), [&](size_t I) {
    Job &J = Jobs[I];
    if (J.Content || J.Kind == JobKind::Generated)
      Rendered[I] =
          renderJob(J, Table, Options, Parses->factsFor(J.Canonical, J.Hash),
                    CompatJob ? compatInclude(J, Plan.OutputTree) : "");
  });
  if (!CompatJob)
    return;
  std::vector<const Shim *> Used;
  for (const Job &J : Jobs)
    Used.insert(Used.end(), J.Shims.begin(), J.Shims.end());
  if (Used.empty())
    Rendered[*CompatJob].reset(); // no file needs it: none is written
  else
    Jobs[*CompatJob].Text = compatHeaderText(Used, Options.Translate);
}

/// Every folder written into is opened (made, locked) once, up front, and
/// each manifest saved listing what is coming.
llvm::Error TreeRun::openOutputs() {
  Roots.assign(Jobs.size(), nullptr);
  for (size_t I = 0; I < Jobs.size(); ++I) {
    const Job &J = Jobs[I];
    if (!Rendered[I] || Rendered[I]->Output.empty() || J.Stream)
      continue;
    llvm::Expected<OutputRoot *> Root = Folders.get(
        outputFolder(J), folderUse(J, Plan.OutputTree), /*Create=*/true);
    if (!Root)
      return Root.takeError();
    Roots[I] = *Root;
    if (!J.ManifestDir.empty())
      Manifests.find(J.ManifestDir)->second.expect(J.RelPath, J.Text);
  }
  for (const auto &Entry : Manifests) {
    llvm::Expected<OutputRoot *> Root =
        Folders.get(Entry.getKey(), OutputFolders::FileFolder, /*Create=*/true);
    if (!Root)
      return Root.takeError();
    if (llvm::Error E = Entry.second.save(**Root))
      return E;
  }
  return llvm::Error::success();
}

void TreeRun::write() {
  std::mutex ProgressLock;
  unsigned WrittenCount = 0;
  size_t ToWrite =
      llvm::count_if(Rendered, [](const auto &R) { return R.has_value(); });
  forEachIndex(Pool, Jobs.size(), [&](size_t I) {
    if (!Rendered[I] || cancelled(Options))
      return; // unreadable (already reported), or stopped
    const Job &J = Jobs[I];
    if (std::optional<std::string> Error =
            writeJob(J, *Rendered[I], Options, Roots[I]))
      Rendered[I] = failure(J, *Error);
    std::lock_guard<std::mutex> Guard(ProgressLock);
    if (Options.Progress)
      Options.Progress("write", ++WrittenCount, ToWrite, J.Input);
  });
}

/// The results in job order, each output recorded in (or, failed,
/// forgotten by) its manifest.
void TreeRun::collect() {
  FileIndex.assign(Jobs.size(), std::nullopt);
  for (size_t I = 0; I < Jobs.size(); ++I) {
    if (!Rendered[I])
      continue;
    const Job &J = Jobs[I];
    FileIndex[I] = Result.Files.size();
    if (!J.ManifestDir.empty()) {
      OutputManifest &M = Manifests.find(J.ManifestDir)->second;
      if (Rendered[I]->Status == FileStatus::Failed)
        M.forget(J.RelPath);
      else if (!Rendered[I]->Output.empty())
        M.record(J.RelPath, J.Text);
    }
    Result.Files.push_back(std::move(*Rendered[I]));
  }
}

/// A manifest that cannot be updated (a full disk) keeps the one saved
/// before the writes, which already owns every file written.
void TreeRun::saveManifests() {
  for (const auto &Entry : Manifests) {
    llvm::Expected<OutputRoot *> Root =
        Folders.get(Entry.getKey(), OutputFolders::FileFolder, /*Create=*/true);
    llvm::Error E = Root ? Entry.second.save(**Root) : Root.takeError();
    if (!E)
      continue;
    FileResult R;
    R.Status = FileStatus::Failed;
    R.Input = (Entry.getKey() + "/" + OutputManifest::FileName).str();
    R.Findings.emplace_back(DiagKind::InputError, 0, 0, 0,
                            llvm::toString(std::move(E)), "");
    Result.Files.push_back(std::move(R));
  }
}

llvm::Expected<RunResult> TreeRun::run() {
  if (llvm::Error E = planAndScan())
    return E;
  addCompileCommandsJob();
  addCompatHeaderJob();
  Folders.setTreeModes(&Plan.FolderModes);
  if (llvm::Error E =
          checkOutputs(Jobs, Options, Plan.OutputTree, Folders, Manifests))
    return E;
  if (cancelled(Options))
    return interruption();
  if (llvm::Error E = parse())
    return E;
  render();
  if (llvm::Error E = checkBackups(Jobs, Rendered, Options))
    return E;
  if (llvm::Error E = openOutputs())
    return E;
  write();
  // Stopped: what was written is complete, and the manifest saved before
  // the writes already owns both what was there and what was coming.
  if (cancelled(Options))
    return interruption();
  collect();
  if (Cache->enabled() && Options.CacheLimit)
    Result.Stats.CacheEntriesPruned =
        pruneCache(Cache->directory(), Options.CacheLimit).entries();
  saveManifests();
  if (!Options.CheckBuild.Hipcc.empty()) {
    Result.BuildCheck = checkTranslation(Jobs, FileIndex, Result, Flags, Plan,
                                         Table, Options, Pool);
    if (cancelled(Options))
      return interruption();
  }
  return std::move(Result);
}

} // namespace

llvm::Expected<RunResult> cu2hip::runTranslation(const DriverOptions &Options,
                                                 const MappingTable &Table) {
  if (!Options.SourceRoot.empty())
    return runUnitAction(Options, Table);
  return TreeRun(Options, Table).run();
}
