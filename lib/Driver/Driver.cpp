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
#include "cu2hip/Driver.h"
#include "FactsCache.h"
#include "OutputFiles.h"
#include "BuildFlags.h"
#include "Jobs.h"
#include "ParsePhase.h"
#include "cu2hip/BuildScripts.h"
#include "cu2hip/CompileCommands.h"
#include "cu2hip/Mapping/MappingTable.h"
#include "cu2hip/SdkPch.h"
#include "llvm/ADT/StringSet.h"
#include "llvm/Support/ConvertUTF.h"
#include "llvm/Support/ThreadPool.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"

using namespace cu2hip;
using llvm::StringRef;
namespace fs = llvm::sys::fs;
namespace path = llvm::sys::path;

bool RunResult::anyFailed() const {
  return llvm::any_of(
      Files, [](const FileResult &F) { return F.Status == FileStatus::Failed; });
}

bool cu2hip::isSourceExtension(StringRef Path) {
  StringRef Ext = path::extension(Path);
  for (StringRef Known : {".cu", ".cuh", ".cpp", ".cc", ".cxx", ".c", ".h",
                          ".hpp", ".hh", ".hxx", ".inl", ".inc", ".ipp"})
    if (Ext.equals_insensitive(Known))
      return true;
  return false;
}

using namespace cu2hip::driver;

namespace {

bool looksBinary(StringRef Content) {
  return Content.take_front(8192).contains('\0');
}

/// Larger than any source a person writes; generated tables this big are
/// data, and Clang's offsets are 32-bit anyway.
constexpr uint64_t MaxSourceBytes = 64u << 20;

} // namespace

FileResult cu2hip::driver::failure(const Job &J, const llvm::Twine &Why) {
  FileResult R;
  R.Input = J.Input;
  R.Status = FileStatus::Failed;
  R.Findings.push_back({DiagKind::InputError, 0, 0, 0, Why.str(), ""});
  return R;
}

bool cu2hip::driver::isHeaderExtension(StringRef Path) {
  StringRef Ext = path::extension(Path);
  for (StringRef Known : {".cuh", ".h", ".hpp", ".hh", ".hxx", ".inl", ".inc",
                          ".ipp"})
    if (Ext.equals_insensitive(Known))
      return true;
  return false;
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
  BuildScriptOptions ScriptOptions;
  ScriptOptions.OffloadArchs = Options.OffloadArchs;
  ScriptOptions.Target = Options.Translate.Target;
  forEachIndex(Pool, Jobs.size(), [&](size_t I) {
    Job &J = Jobs[I];
    uint64_t Size = 0;
    if (J.Kind != JobKind::Data && !fs::file_size(J.Input, Size) &&
        Size > MaxSourceBytes) {
      Errors[I] = "'" + J.Input + "' is " + std::to_string(Size >> 20) +
                  " MiB, larger than the " +
                  std::to_string(MaxSourceBytes >> 20) +
                  " MiB cu2hip reads as a source";
      return;
    }
    auto Buffer = llvm::MemoryBuffer::getFile(J.Input, /*IsText=*/false,
                                              /*RequiresNullTerminator=*/false);
    if (!Buffer) {
      Errors[I] = "cannot read '" + J.Input +
                  "': " + Buffer.getError().message();
      return;
    }
    J.Content = std::move(*Buffer);
    J.Canonical = canonicalPath(J.Input);
    J.Hash = contentHash(J.Content->getBuffer());
    if (J.Kind == JobKind::Data)
      return;
    if (looksBinary(J.Content->getBuffer())) {
      if (SingleFile)
        Errors[I] = "'" + J.Input + "' is a binary file, not a source";
      J.Kind = JobKind::Data; // copied byte for byte like any other data file
      return;
    }
    if (J.Kind == JobKind::BuildScript) {
      MigratedBuildScript M =
          migrateBuildScript(buildScriptKind(J.Input), J.Input,
                             J.Content->getBuffer(), Table, ScriptOptions);
      J.UsesCuda = M.UsesCuda;
      J.Text = std::move(M.Text);
      J.ScriptFindings = std::move(M.Findings);
      J.ScriptReplacements = M.Replacements;
      return;
    }
    J.UsesCuda = translateSource(J.Input, J.Content->getBuffer(), Table,
                                 Options.Translate, nullptr)
                     .UsesCuda;
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
  bool AnyDirectory = llvm::any_of(Jobs, [](const Job &J) { return J.FromDirectory; });
  if (AnyDirectory && llvm::none_of(Jobs, [](const Job &J) { return J.UsesCuda; }))
    return usageError("no CUDA sources found in the input directories (looked "
                      "at .cu, .cuh, .cpp, .h, .hpp and similar files)");
  return llvm::Error::success();
}

/// Refuses, before anything is written, outputs cu2hip does not own.
llvm::Error checkOutputs(const std::vector<Job> &Jobs,
                         const DriverOptions &Options,
                         llvm::StringMap<OutputManifest> &Manifests) {
  for (const Job &J : Jobs) {
    if (J.Output.empty()) { // in place: the backup must not exist yet
      if (!J.UsesCuda)
        continue;
      std::string Backup = J.Input + Options.BackupSuffix;
      if (fs::exists(Backup))
        return usageError("backup '" + Backup +
                          "' already exists; move it away (or restore it) "
                          "before translating '" + J.Input + "' in place");
      continue;
    }
    if (J.ManifestDir.empty())
      continue;
    auto It = Manifests.find(J.ManifestDir);
    if (It == Manifests.end()) {
      llvm::Expected<OutputManifest> M = OutputManifest::load(J.ManifestDir);
      if (!M)
        return M.takeError();
      It = Manifests.try_emplace(J.ManifestDir, std::move(*M)).first;
      bool NonEmptyDir = false;
      std::error_code EC;
      if (J.FromDirectory && fs::is_directory(J.ManifestDir))
        NonEmptyDir = fs::directory_iterator(J.ManifestDir, EC) !=
                      fs::directory_iterator();
      if (NonEmptyDir && !It->second.exists() && !Options.Force)
        return usageError("output directory '" + J.ManifestDir +
                          "' is not empty and was not written by cu2hip; "
                          "use --force to write into it");
    }
    if (Options.Force || !fs::exists(J.Output))
      continue;
    auto Existing = llvm::MemoryBuffer::getFile(J.Output);
    if (!Existing || !It->second.wroteUnchanged(J.RelPath,
                                                (*Existing)->getBuffer()))
      return usageError("'" + J.Output +
                        "' exists and is not an unmodified cu2hip output; "
                        "use --force to overwrite it");
  }
  return llvm::Error::success();
}

/// Latin-1 comments and the like: the bytes are kept as they are, but the
/// user should know that the file is not UTF-8.
std::optional<Finding> encodingFinding(StringRef Content) {
  const auto *Begin = reinterpret_cast<const llvm::UTF8 *>(Content.data());
  const llvm::UTF8 *At = Begin;
  if (llvm::isLegalUTF8String(&At, Begin + Content.size()))
    return std::nullopt;
  auto [Line, Column] = lineAndColumn(Content, At - Begin);
  return Finding{DiagKind::InputEncoding, 0, 0, 0,
                 "the file is not valid UTF-8 (first bad byte at line " +
                     std::to_string(Line) + ", column " +
                     std::to_string(Column) +
                     "): translated byte for byte, its other bytes kept as "
                     "they were",
                 ""};
}

/// The file \p J becomes (in J.Text) and its result; nothing is written.
FileResult renderJob(Job &J, const MappingTable &Table,
                     const DriverOptions &Options, const AstFacts *Facts) {
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
    TranslationResult T = translateSource(J.Input, Content, Table,
                                          Options.Translate,
                                          Options.UseAst ? Facts : nullptr);
    R.Status = FileStatus::Translated;
    R.Replacements = T.Replacements;
    R.ParsedCleanly = !Facts || Facts->ParseFindings.empty();
    R.Findings = std::move(T.Findings);
    R.ApiUses = std::move(T.ApiUses);
    R.Kernels = std::move(T.Kernels);
    if (std::optional<Finding> Encoding = encodingFinding(Content))
      R.Findings.insert(R.Findings.begin(), std::move(*Encoding));
    J.Text = std::move(T.Text);
  } else {
    R.Status = FileStatus::Copied;
    J.Text = Content.str();
  }
  if (J.Output.empty() && (!J.UsesCuda || J.Text == Content)) {
    R.Status = J.UsesCuda ? R.Status : FileStatus::Copied;
    R.Output.clear(); // in place and unchanged: nothing to write
  }
  return R;
}

/// Writes what renderJob() made, atomically; in place, after the backup.
/// An output that already holds that text (a re-run) is left alone, mtime
/// and all, so builds of the translated tree do not redo work.
std::optional<std::string> writeJob(const Job &J, const FileResult &R,
                                    const DriverOptions &Options) {
  if (R.Output.empty())
    return std::nullopt;
  if (J.Output.empty())
    if (llvm::Error E = writeFileAtomically(J.Input + Options.BackupSuffix,
                                            J.Content->getBuffer()))
      return llvm::toString(std::move(E));
  if (J.Output != "-")
    if (auto Old = llvm::MemoryBuffer::getFile(R.Output, /*IsText=*/false,
                                               /*RequiresNullTerminator=*/false))
      if ((*Old)->getBuffer() == J.Text)
        return std::nullopt;
  if (llvm::Error E = writeFileAtomically(R.Output, J.Text))
    return llvm::toString(std::move(E));
  return std::nullopt;
}

} // namespace

llvm::Expected<RunResult> cu2hip::runTranslation(const DriverOptions &Options,
                                                 const MappingTable &Table) {
  std::vector<Job> Jobs;
  RunResult Result;
  Planner Plan(Options);
  if (llvm::Error E = Plan.plan(Jobs, Result.Files))
    return E;
  llvm::DefaultThreadPool Pool(llvm::hardware_concurrency(Options.Jobs));
  if (llvm::Error E = scan(Jobs, Table, Options, Pool, Result.Files))
    return E;

  BuildFlags Flags;
  if (llvm::Error E = Flags.load(Options, Jobs, Plan.Roots, Result.Stats))
    return E;
  if (!Plan.OutputTree.empty())
    if (std::optional<std::string> Db =
            outputCompileCommands(Jobs, Flags, Plan, Options)) {
      llvm::SmallString<256> Out(Plan.OutputTree);
      path::append(Out, "compile_commands.json");
      // The input's own database (if any) described the input tree.
      llvm::erase_if(Jobs, [&](const Job &J) { return J.Output == Out; });
      Job &J = Jobs.emplace_back(
          makeJob("compile_commands.json", Out, Plan.OutputTree,
                  "compile_commands.json", false));
      J.Kind = JobKind::Generated;
      J.UsesCuda = true;
      J.Text = std::move(*Db);
      Result.Stats.OutputCompileCommands = std::string(Out);
    }

  llvm::StringMap<OutputManifest> Manifests;
  if (llvm::Error E = checkOutputs(Jobs, Options, Manifests))
    return E;

  if (cancelled(Options))
    return interruption();
  FactsCache Cache(Options.CacheDir, Options.RuleFiles);
  FileHashes Hashes;
  for (const Job &J : Jobs)
    if (J.Content)
      Hashes.add(J.Canonical, J.Hash);
  std::vector<ParseTask> Units = unitTasks(Jobs, Flags, Options);
  // A PCH costs about one parse to build: worth it for two parses, or for
  // one when it is kept for the next run.
  std::unique_ptr<SdkPchCache> Pchs;
  if (Options.UseAst && (Units.size() >= 2 || Cache.enabled())) {
    std::string PchDir;
    if (Cache.enabled())
      PchDir = Cache.directory() + "/pch";
    Pchs = std::make_unique<SdkPchCache>(PchDir, Table);
  }
  ParsePhase Parses(Table, Cache, Pchs.get(), Hashes, Options.Cancel);
  if (Options.UseAst) {
    unsigned Done = 0;
    auto Report = [&](size_t Total) {
      return [&, Total](const ParseTask &T) {
        if (Options.Progress)
          Options.Progress("parse", ++Done, Total, T.Display);
      };
    };
    Parses.run(Units, Pool, Report(Units.size()));
    if (cancelled(Options))
      return interruption();
    std::vector<ParseTask> Headers = headerTasks(Jobs, Flags, Options, Parses);
    Done = 0;
    Parses.run(Headers, Pool, Report(Headers.size()));
    if (cancelled(Options))
      return interruption();
    Result.Stats.Parsed = Parses.parsed();
    Result.Stats.FromCache = Parses.fromCache();
    if (Pchs) {
      Result.Stats.PchBuilt = Pchs->built();
      Result.Stats.UsedPch = Parses.parsed() > 0;
    }
  }

  // Everything is rendered before anything is written, so the manifest can
  // list every output first: a run stopped halfway (Ctrl-C) leaves complete
  // files that the next run recognises as its own.
  std::vector<std::optional<FileResult>> Rendered(Jobs.size());
  forEachIndex(Pool, Jobs.size(), [&](size_t I) {
    Job &J = Jobs[I];
    if (J.Content || J.Kind == JobKind::Generated)
      Rendered[I] = renderJob(J, Table, Options,
                              Parses.factsFor(J.Canonical, J.Hash));
  });
  for (size_t I = 0; I < Jobs.size(); ++I)
    if (Rendered[I] && !Rendered[I]->Output.empty() &&
        !Jobs[I].ManifestDir.empty())
      Manifests.find(Jobs[I].ManifestDir)->second.expect(Jobs[I].RelPath,
                                                          Jobs[I].Text);
  for (const auto &Entry : Manifests)
    if (llvm::Error E = Entry.second.save())
      return E;

  std::mutex ProgressLock;
  unsigned WrittenCount = 0;
  forEachIndex(Pool, Jobs.size(), [&](size_t I) {
    if (!Rendered[I] || cancelled(Options))
      return; // unreadable (already reported), or stopped
    const Job &J = Jobs[I];
    if (std::optional<std::string> Error = writeJob(J, *Rendered[I], Options))
      Rendered[I] = failure(J, *Error);
    std::lock_guard<std::mutex> Guard(ProgressLock);
    if (Options.Progress)
      Options.Progress("write", ++WrittenCount, Jobs.size(), J.Input);
  });
  // Stopped: what was written is complete, and the manifest saved before
  // the writes already owns both what was there and what was coming.
  if (cancelled(Options))
    return interruption();
  for (size_t I = 0; I < Jobs.size(); ++I) {
    if (!Rendered[I])
      continue;
    const Job &J = Jobs[I];
    if (!J.ManifestDir.empty()) {
      OutputManifest &M = Manifests.find(J.ManifestDir)->second;
      if (Rendered[I]->Status == FileStatus::Failed)
        M.forget(J.RelPath);
      else if (!Rendered[I]->Output.empty())
        M.record(J.RelPath, J.Text);
    }
    Result.Files.push_back(std::move(*Rendered[I]));
  }
  for (const auto &Entry : Manifests)
    if (llvm::Error E = Entry.second.save())
      return E;
  return Result;
}
