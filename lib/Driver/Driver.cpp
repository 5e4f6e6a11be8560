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
#include "FactsCache.h"
#include "OutputFiles.h"
#include "cu2hip/Support/SourceText.h"
#include "BuildFlags.h"
#include "Jobs.h"
#include "ParsePhase.h"
#include "UnitAction.h"
#include "cu2hip/BuildScripts/BuildScripts.h"
#include "cu2hip/Driver/CompileCommands.h"
#include "cu2hip/Mapping/MappingTable.h"
#include "cu2hip/Frontend/SdkPch.h"
#include "cu2hip/Support/FileAccess.h"
#include "cu2hip/Support/OutputRoot.h"
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

/// UTF-16 text: a byte-order mark, or ASCII with every other byte NUL.
bool looksUtf16(StringRef Content) {
  if (Content.starts_with("\xff\xfe") || Content.starts_with("\xfe\xff"))
    return true;
  StringRef Head = Content.take_front(512);
  unsigned OddNuls = 0, EvenNuls = 0;
  for (size_t I = 0; I < Head.size(); ++I)
    (I % 2 ? OddNuls : EvenNuls) += Head[I] == '\0';
  return Head.size() >= 16 && (OddNuls >= Head.size() * 2 / 5 ||
                               EvenNuls >= Head.size() * 2 / 5);
}

/// Why a file with a source's name is copied as data instead: said, so that
/// a UTF-16 source is not silently left in CUDA.
std::string whyCopiedAsData(StringRef Content) {
  if (looksUtf16(Content))
    return "the file is UTF-16 text, and cu2hip reads UTF-8 sources: copied "
           "unchanged, not translated (convert it first, e.g. iconv -f UTF-16 "
           "-t UTF-8)";
  return "the file contains NUL bytes, so it is read as binary data: copied "
         "unchanged, not translated";
}

} // namespace

std::optional<std::string>
cu2hip::driver::whyNotASource(StringRef Input, StringRef Content) {
  if (!looksBinary(Content))
    return std::nullopt;
  return "'" + Input.str() + "' is " +
         (looksUtf16(Content) ? "UTF-16 text, not a UTF-8 source (convert it "
                                "first, e.g. iconv -f UTF-16 -t UTF-8)"
                              : "a binary file, not a source");
}

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
  ScriptOptions.Roc = Options.Translate.Roc;
  forEachIndex(Pool, Jobs.size(), [&](size_t I) {
    Job &J = Jobs[I];
    // Regular files only, and bounded: a FIFO or /dev/zero never reaches a
    // reader, a huge data file is mapped rather than copied into memory.
    unsigned Mode = 0;
    auto Buffer = J.Kind == JobKind::Data
                      ? readRegularFile(J.Input, read_limit::Data,
                                        "a data file", &Mode)
                      : readRegularFile(J.Input, read_limit::Source,
                                        "a source", &Mode);
    if (!Buffer) {
      Errors[I] = llvm::toString(Buffer.takeError());
      return;
    }
    J.Content = std::move(*Buffer);
    J.Mode = Mode;
    J.Canonical = canonicalPath(J.Input);
    J.Hash = contentHash(J.Content->getBuffer());
    if (J.Kind == JobKind::Data)
      return;
    if (looksBinary(J.Content->getBuffer())) {
      if (SingleFile)
        Errors[I] = *whyNotASource(J.Input, J.Content->getBuffer());
      else if (J.Kind == JobKind::Source)
        J.InputFindings.push_back({DiagKind::InputSkipped, 0, 0, 0,
                                   whyCopiedAsData(J.Content->getBuffer()), ""});
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

/// How the folder of \p J's output is used.
OutputFolders::Use folderUse(const Job &J, StringRef OutputTree) {
  if (J.Output.empty())
    return OutputFolders::InPlace;
  return J.ManifestDir == OutputTree ? OutputFolders::Tree
                                     : OutputFolders::FileFolder;
}

bool holdsFiles(StringRef Dir) {
  std::error_code EC;
  return fs::directory_iterator(Dir, EC) != fs::directory_iterator();
}

} // namespace

llvm::Error
cu2hip::driver::checkSideOutputs(const DriverOptions &Options,
                                 const llvm::StringMap<std::string> &Inputs,
                                 const llvm::StringMap<std::string> &Outputs) {
  llvm::StringSet<> Seen;
  for (const SideOutput &S : Options.SideOutputs) {
    if (isStreamPath(S.Path))
      continue;
    std::string Where = S.Option + " " + S.Path;
    std::string C = canonicalPath(S.Path);
    if (auto It = Inputs.find(C); It != Inputs.end())
      return usageError(Where + ": would overwrite the input '" + It->second +
                        "'; cu2hip never overwrites an input");
    if (auto It = Outputs.find(C); It != Outputs.end())
      return usageError(Where + ": would overwrite the translation of '" +
                        It->second + "'");
    if (!Seen.insert(C).second)
      return usageError(Where + ": named twice among the reports and fixes");
    fs::file_status St;
    if (fs::status(S.Path, St, /*follow=*/false))
      continue; // nothing there yet
    if (St.type() == fs::file_type::symlink_file)
      return usageError(Where + ": is a symbolic link; cu2hip does not write "
                                "through links");
    auto Existing = readRegularFile(S.Path, read_limit::Report, "a report");
    if (!Existing)
      return usageError(Where + ": " + llvm::toString(Existing.takeError()));
    if (!Options.Force &&
        !(*Existing)->getBuffer().take_front(4096).contains(S.Signature))
      return usageError(Where + ": the file exists and was not written by "
                                "cu2hip; use --force to overwrite it");
  }
  return llvm::Error::success();
}

namespace {

/// Refuses, before anything is written, outputs cu2hip does not own: an
/// input (even with --force), a file it did not write or that was edited
/// since (without --force), a link or special file inside an output folder.
llvm::Error checkOutputs(const std::vector<Job> &Jobs,
                         const DriverOptions &Options, StringRef OutputTree,
                         OutputFolders &Folders,
                         llvm::StringMap<OutputManifest> &Manifests) {
  llvm::StringMap<std::string> Inputs, Outputs;
  for (const Job &J : Jobs)
    if (J.Kind != JobKind::Generated)
      Inputs.try_emplace(J.Canonical.empty() ? canonicalPath(J.Input)
                                             : J.Canonical,
                         J.Input);
  for (const Job &J : Jobs) {
    if (J.Output.empty() || J.Stream)
      continue; // in place (checked once rendered), or a stream
    std::string Out = canonicalPath(J.Output);
    if (auto It = Inputs.find(Out); It != Inputs.end())
      return usageError("output '" + J.Output + "' would overwrite the input '" +
                        It->second + "'; cu2hip never overwrites an input, "
                        "not even with --force");
    Outputs.try_emplace(Out, J.Input);
    auto It = Manifests.find(J.ManifestDir);
    llvm::Expected<OutputRoot *> Root =
        Folders.get(J.ManifestDir, folderUse(J, OutputTree), /*Create=*/false);
    if (!Root)
      return usageError(llvm::toString(Root.takeError()));
    if (It == Manifests.end()) {
      OutputManifest M;
      if (*Root) {
        llvm::Expected<OutputManifest> Loaded = OutputManifest::load(**Root);
        if (!Loaded)
          return Loaded.takeError();
        M = std::move(*Loaded);
      }
      It = Manifests.try_emplace(J.ManifestDir, std::move(M)).first;
      if (*Root && J.FromDirectory && !It->second.exists() && !Options.Force &&
          holdsFiles(J.ManifestDir))
        return usageError("output directory '" + J.ManifestDir +
                          "' is not empty and was not written by cu2hip; "
                          "use --force to write into it");
    }
    if (!*Root)
      continue; // its folder does not exist yet
    auto Existing = (*Root)->read(J.RelPath, read_limit::Data);
    if (!Existing)
      return usageError(llvm::toString(Existing.takeError()));
    if (Options.Force || !*Existing)
      continue;
    if (!It->second.wroteUnchanged(J.RelPath, (**Existing)->getBuffer()))
      return usageError("'" + J.Output +
                        "' exists and is not an unmodified cu2hip output; "
                        "use --force to overwrite it");
  }
  return checkSideOutputs(Options, Inputs, Outputs);
}

/// In place, once rendered: a file that changes needs a backup, and the
/// backup must not exist yet; a file that does not change needs neither.
llvm::Error checkBackups(const std::vector<Job> &Jobs,
                         const std::vector<std::optional<FileResult>> &Rendered,
                         const DriverOptions &Options) {
  for (size_t I = 0; I < Jobs.size(); ++I) {
    const Job &J = Jobs[I];
    if (!J.Output.empty() || !Rendered[I] || Rendered[I]->Output.empty())
      continue;
    std::string Backup = J.Input + Options.BackupSuffix;
    fs::file_status St;
    if (!fs::status(Backup, St, /*follow=*/false))
      return usageError("backup '" + Backup +
                        "' already exists; move it away (or restore it) "
                        "before translating '" + J.Input + "' in place");
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

/// The file \p J becomes (in J.Text) and its result; nothing is written.
/// \p CompatInclude: TranslateOptions::CompatInclude for this file.
FileResult renderJob(Job &J, const MappingTable &Table,
                     const DriverOptions &Options, const AstFacts *Facts,
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
    E = writeToStream(J.Output, J.Text);
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

} // namespace

llvm::Expected<RunResult> cu2hip::runTranslation(const DriverOptions &Options,
                                                 const MappingTable &Table) {
  if (!Options.SourceRoot.empty())
    return runUnitAction(Options, Table);
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
  // What -p's database said that cu2hip could not use is said per file.
  for (Job &J : Jobs)
    if (const CompileCommand *C = Flags.command(J.Canonical))
      for (const std::string &W : C->Warnings)
        J.InputFindings.push_back({DiagKind::CompileCommand, 0, 0, 0,
                                   "compile_commands.json: " + W, ""});
  if (!Plan.OutputTree.empty())
    if (std::optional<std::string> Db =
            outputCompileCommands(Jobs, Flags, Plan, Options)) {
      llvm::SmallString<256> Out(Plan.OutputTree);
      path::append(Out, "compile_commands.json");
      // The input's own database (if any) described the input tree: say
      // that it is replaced rather than drop it unannounced.
      for (const Job &J : Jobs)
        if (J.Output == Out) {
          FileResult R;
          R.Input = J.Input;
          R.Status = FileStatus::Skipped;
          R.Findings.push_back(
              {DiagKind::InputSkipped, 0, 0, 0,
               "describes the input tree, so it is not copied: the output "
               "gets a compile_commands.json for the translated files instead",
               ""});
          Result.Files.push_back(std::move(R));
        }
      llvm::erase_if(Jobs, [&](const Job &J) { return J.Output == Out; });
      Job &J = Jobs.emplace_back(
          makeJob("compile_commands.json", Out, Plan.OutputTree,
                  "compile_commands.json", false));
      J.Kind = JobKind::Generated;
      J.UsesCuda = true;
      J.Text = std::move(*Db);
      Result.Stats.OutputCompileCommands = std::string(Out);
    }

  // A tree's shims go into one header at its root, unless the input has a
  // file of that name there: then each file carries its own.
  std::optional<size_t> CompatJob;
  if (!Plan.OutputTree.empty()) {
    llvm::SmallString<256> Out(Plan.OutputTree);
    path::append(Out, CompatHeaderName);
    if (llvm::none_of(Jobs, [&](const Job &J) { return J.Output == Out; })) {
      Job &J = Jobs.emplace_back(makeJob(CompatHeaderName, Out, Plan.OutputTree,
                                         CompatHeaderName, false));
      J.Kind = JobKind::Generated;
      J.UsesCuda = true;
      CompatJob = Jobs.size() - 1;
    }
  }

  OutputFolders Folders;
  llvm::StringMap<OutputManifest> Manifests;
  if (llvm::Error E =
          checkOutputs(Jobs, Options, Plan.OutputTree, Folders, Manifests))
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
      Rendered[I] =
          renderJob(J, Table, Options, Parses.factsFor(J.Canonical, J.Hash),
                    CompatJob ? compatInclude(J, Plan.OutputTree) : "");
  });
  if (CompatJob) {
    std::vector<const Shim *> Used;
    for (const Job &J : Jobs)
      Used.insert(Used.end(), J.Shims.begin(), J.Shims.end());
    if (Used.empty())
      Rendered[*CompatJob].reset(); // no file needs it: none is written
    else
      Jobs[*CompatJob].Text = compatHeaderText(Used, Options.Translate);
  }
  if (llvm::Error E = checkBackups(Jobs, Rendered, Options))
    return E;
  // Every folder written into is opened (made, locked) once, up front.
  std::vector<const OutputRoot *> Roots(Jobs.size(), nullptr);
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
  if (Cache.enabled() && Options.CacheLimit)
    Result.Stats.CacheEntriesPruned =
        pruneCache(Cache.directory(), Options.CacheLimit).entries();
  // A manifest that cannot be updated (a full disk) keeps the one saved
  // before the writes, which already owns every file written.
  for (const auto &Entry : Manifests) {
    llvm::Expected<OutputRoot *> Root =
        Folders.get(Entry.getKey(), OutputFolders::FileFolder, /*Create=*/true);
    llvm::Error E = Root ? Entry.second.save(**Root) : Root.takeError();
    if (E) {
      FileResult R;
      R.Status = FileStatus::Failed;
      R.Input = (Entry.getKey() + "/" + OutputManifest::FileName).str();
      R.Findings.push_back({DiagKind::InputError, 0, 0, 0,
                            llvm::toString(std::move(E)), ""});
      Result.Files.push_back(std::move(R));
    }
  }
  return Result;
}
