//===- UnitAction.cpp - One translation unit, as a build action -----------===//
///
/// \file
/// `--source-root`: the translation a build system runs once per unit
/// (CMake's cu2hip_translate, the Bazel rules). One file, and the user
/// headers under the source root that its parse read, are written under the
/// output root at the same relative paths, each only when its text changes,
/// so that compiles downstream do not rerun for nothing. A depfile names
/// every user file read, so the build re-translates exactly the units an
/// edit touches. The shims stay inline (several actions never write one
/// shared compat header), and nothing written holds a path of the machine.
///
/// An output folder apart from the source root is the build's: no manifest
/// is kept there. One that overlaps it (`-o hip` inside the sources, as an
/// in-source CMake build has) can hold the user's files, so there the
/// action keeps the manifest a tree has, and replaces a file only if cu2hip
/// wrote it and it was not edited since. Its checks, writes and manifest
/// updates happen under the folder's lock: parallel actions write the same
/// headers.
///
/// A header several units include is written by each of their actions with
/// the text its own parse gives; atomic renames keep every reader safe.
///
//===----------------------------------------------------------------------===//
#include "UnitAction.h"
#include "BuildCheck.h"
#include "CompileCommandsSupport.h"
#include "Jobs.h"
#include "OutputChecks.h"
#include "OutputFiles.h"
#include "ParsePhase.h"
#include "cu2hip/Driver/CompileCommands.h"
#include "cu2hip/Mapping/MappingTable.h"
#include "cu2hip/Support/Depfile.h"
#include "cu2hip/Support/FileAccess.h"
#include "cu2hip/Support/OutputRoot.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/ADT/StringSet.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/ThreadPool.h"
#include <deque>

using namespace cu2hip;
using namespace cu2hip::driver;
using llvm::StringRef;
namespace fs = llvm::sys::fs;
namespace path = llvm::sys::path;

namespace {

/// \p Canonical (inside \p Root, canonical too) relative to it.
std::string relativeTo(StringRef Canonical, StringRef Root) {
  StringRef Rel = Canonical.drop_front(Root.size());
  while (!Rel.empty() && path::is_separator(Rel.front()))
    Rel = Rel.drop_front();
  return Rel.str();
}

/// \p Base joined with \p Rel, without `.` components: how the depfile and
/// messages spell a path the user gave relative.
std::string joined(StringRef Base, StringRef Rel) {
  llvm::SmallString<256> P(Base);
  path::append(P, Rel);
  path::remove_dots(P, /*remove_dot_dot=*/false);
  return std::string(P);
}

/// \p Canonical relative to the working folder when it is below a folder
/// the two share other than `/`, so that a depfile names no machine path;
/// else as it is.
std::string relativeToWorkingDir(StringRef Canonical) {
  std::string Cwd = canonicalPath(".");
  auto CI = path::begin(Cwd), CE = path::end(Cwd);
  auto PI = path::begin(Canonical), PE = path::end(Canonical);
  unsigned Shared = 0;
  for (; CI != CE && PI != PE && *CI == *PI; ++CI, ++PI)
    ++Shared;
  if (Shared < 2) // only the root: an absolute path says it better
    return Canonical.str();
  llvm::SmallString<256> Rel;
  for (; CI != CE; ++CI)
    path::append(Rel, "..");
  for (; PI != PE; ++PI)
    path::append(Rel, *PI);
  return Rel.empty() ? "." : std::string(Rel);
}

/// The folders an `#include` is looked up in (-I, -iquote, -isystem), in
/// order, canonical.
std::vector<std::string> includeSearchDirs(const FrontendOptions &Options) {
  std::vector<std::string> Dirs =
      flagDirectories(Options.ExtraArgs, {"-I", "-iquote", "-isystem"});
  for (std::string &Dir : Dirs)
    Dir = canonicalPath(Dir);
  return Dirs;
}

/// The files \p Main includes, directly or not, found from its `#include`
/// lines beside the includer and in \p Dirs: what a parse that did not
/// finish (or --no-ast) still lets the build depend on. Canonical, in the
/// order found.
std::vector<std::string> includedFromLines(StringRef Main,
                                           llvm::ArrayRef<std::string> Dirs) {
  std::vector<std::string> Found;
  llvm::StringSet<> Seen = {Main};
  std::deque<std::string> Pending = {Main.str()};
  while (!Pending.empty()) {
    std::string File = std::move(Pending.front());
    Pending.pop_front();
    auto Buffer = readRegularFile(File, read_limit::Source, "a source");
    if (!Buffer) {
      llvm::consumeError(Buffer.takeError());
      continue;
    }
    forEachInclude((*Buffer)->getBuffer(), [&](StringRef Name, bool Angled) {
      std::vector<std::string> Candidates;
      if (!Angled)
        Candidates.push_back(joined(path::parent_path(File), Name));
      for (const std::string &Dir : Dirs)
        Candidates.push_back(joined(Dir, Name));
      for (const std::string &Candidate : Candidates) {
        if (!fs::is_regular_file(Candidate))
          continue;
        std::string C = canonicalPath(Candidate);
        if (Seen.insert(C).second) {
          Found.push_back(C);
          Pending.push_back(C);
        }
        break;
      }
    });
  }
  return Found;
}

/// One file the action writes.
struct UnitOutput {
  std::string Canonical; ///< the input
  std::string Display;   ///< the input as the user would name it
  std::string Rel;       ///< below the source root and the output root
  std::unique_ptr<llvm::MemoryBuffer> Content;
  uint64_t Hash = 0; ///< of Content
  unsigned Mode = 0;
  std::string Text;
  /// For each line of Text, its line in Content (empty: a copy).
  std::vector<unsigned> InputLines;
  FileResult Result;
  /// Already there with this very text, though not written by cu2hip: left
  /// as it is, and not claimed.
  bool LeftAlone = false;
};

/// \p Out's text and result: translated when it uses CUDA, else a copy.
void render(UnitOutput &Out, const MappingTable &Table,
            const DriverOptions &Options, const AstFacts *Facts) {
  StringRef Content = Out.Content->getBuffer();
  TranslationResult T =
      translateSource(Out.Display, Content, Table, Options.Translate, Facts);
  FileResult &R = Out.Result;
  R.Input = Out.Display;
  R.Output = joined(Options.Output, Out.Rel);
  if (!T.UsesCuda) {
    R.Status = FileStatus::Copied;
    Out.Text = Content.str();
    return;
  }
  recordTranslation(R, T, Content, Facts);
  Out.Text = std::move(T.Text);
  Out.InputLines = std::move(T.InputLines);
}

/// --check-build in a build action: the unit's translation compiled with
/// the action's own flags, its errors at the CUDA lines of the unit and of
/// the headers it wrote. \p Files: the action's results, one per output.
BuildCheckResult checkUnit(const DriverOptions &Options,
                           llvm::ArrayRef<UnitOutput> Outputs,
                           std::vector<FileResult> &Files,
                           const MappingTable &Table, StringRef Root,
                           StringRef OutRoot) {
  std::vector<TranslatedFile> Translated;
  for (size_t I = 0; I < Outputs.size(); ++I)
    Translated.push_back({canonicalPath(joined(OutRoot, Outputs[I].Rel)),
                          Outputs[I].Content->getBuffer(), Outputs[I].Text,
                          &Outputs[I].InputLines, &Files[I]});
  std::vector<CheckUnit> Units;
  const UnitOutput &Unit = Outputs.front();
  if (Files.front().Status == FileStatus::Translated) {
    CompileCommand C;
    C.File = Unit.Canonical;
    C.Directory = Root.str();
    C.ClangArgs = Options.Frontend.ExtraArgs;
    C.IsCuda = path::extension(Unit.Canonical).equals_insensitive(".cu");
    auto MapPath = [&](StringRef P) -> std::string {
      return isWithin(P, Root) ? joined(OutRoot, relativeTo(P, Root)) : P.str();
    };
    Units.push_back({0, hipCompileCommand(C, Translated.front().Output,
                                          Options.OffloadArchs, MapPath)});
  }
  llvm::DefaultThreadPool Pool(llvm::hardware_concurrency(1));
  return checkBuild(Units, Translated, Table, Options, Pool);
}

llvm::Error checkArguments(const DriverOptions &Options) {
  if (Options.Inputs.size() != 1)
    return usageError("--source-root translates one file per run (one build "
                      "action per translation unit), got " +
                      llvm::Twine(Options.Inputs.size()));
  if (Options.Output.empty() || Options.Output == "-")
    return usageError("--source-root needs -o naming the folder the "
                      "translations go to");
  if (Options.InPlace)
    return usageError("--source-root and --in-place do not go together: the "
                      "translation goes under -o");
  if (!Options.CompileCommands.empty())
    return usageError("--source-root takes the unit's flags from -I, -D and "
                      "what follows '--', not from -p");
  if (!fs::is_directory(Options.SourceRoot))
    return usageError("source root '" + Options.SourceRoot +
                      "' is not a directory");
  return llvm::Error::success();
}

/// Whether the unit's translation (Outputs[0]) is older than the
/// translation of one of its headers under \p Folder. The build compares
/// the unit's time only: another unit's action that rewrote a shared
/// header must still make this unit compile again, so the header's new
/// time is handed on to the unit.
bool olderThanAHeader(StringRef Folder,
                      const std::vector<UnitOutput> &Outputs) {
  auto Time = [&](StringRef Rel) -> std::optional<llvm::sys::TimePoint<>> {
    fs::file_status St;
    if (fs::status(joined(Folder, Rel), St))
      return std::nullopt;
    return St.getLastModificationTime();
  };
  std::optional<llvm::sys::TimePoint<>> Unit = Time(Outputs.front().Rel);
  if (!Unit)
    return true;
  for (size_t I = 1; I < Outputs.size(); ++I)
    if (std::optional<llvm::sys::TimePoint<>> Header = Time(Outputs[I].Rel);
        Header && *Header > *Unit)
      return true;
  return false;
}

/// Writes \p Outputs under -o: headers first, then the unit, which is
/// rewritten even when its text did not change if it is older than one of
/// its headers' translations. With \p Overlaps (-o and the source root
/// overlap), under the folder's lock and its manifest: a file that is there
/// already is replaced only if cu2hip wrote it and it is unchanged since
/// (or with --force); one that holds the very text is left alone.
llvm::Error writeOutputs(const DriverOptions &Options, bool Overlaps,
                         std::vector<UnitOutput> &Outputs) {
  llvm::Expected<OutputRoot> Folder = OutputRoot::open(Options.Output, true);
  if (!Folder)
    return Folder.takeError();
  std::optional<OutputManifest> Manifest;
  if (Overlaps) {
    if (llvm::Error E = Folder->lock(OutputFolders::LockPatience))
      return usageError(llvm::toString(std::move(E)));
    llvm::Expected<OutputManifest> M = OutputManifest::load(*Folder);
    if (!M)
      return M.takeError();
    for (UnitOutput &Out : Outputs) {
      auto Existing = Folder->read(Out.Rel, read_limit::Data);
      if (!Existing)
        return usageError(llvm::toString(Existing.takeError()));
      if (!*Existing || M->wroteUnchanged(Out.Rel, (**Existing)->getBuffer()))
        continue;
      if (!Options.Force && (**Existing)->getBuffer() == Out.Text)
        Out.LeftAlone = true;
      else if (!Options.Force)
        return usageError("'" + joined(Options.Output, Out.Rel) +
                          "' exists and is not an unmodified cu2hip output; "
                          "use --force to overwrite it");
    }
    // Listed before the writes: a run stopped halfway can be run again.
    for (const UnitOutput &Out : Outputs)
      if (!Out.LeftAlone)
        M->expect(Out.Rel, Out.Text);
    if (llvm::Error E = M->save(*Folder))
      return E;
    Manifest = std::move(*M);
  }
  auto Write = [&](UnitOutput &Out, bool Always) {
    if (Out.LeftAlone)
      return;
    llvm::Error E = Always
                        ? Folder->write(Out.Rel, Out.Text, Out.Mode)
                        : Folder->writeIfChanged(Out.Rel, Out.Text, Out.Mode);
    if (!E) {
      if (Manifest)
        Manifest->record(Out.Rel, Out.Text);
      return;
    }
    if (Manifest)
      Manifest->forget(Out.Rel);
    Out.Result = failure(makeJob(Out.Display, "", "", "", false),
                         llvm::toString(std::move(E)));
  };
  for (size_t I = 1; I < Outputs.size(); ++I)
    Write(Outputs[I], false);
  Write(Outputs.front(), olderThanAHeader(Folder->path(), Outputs));
  if (Manifest)
    return Manifest->save(*Folder);
  return llvm::Error::success();
}

/// The unit to translate, read, and where it goes below the output root:
/// its path below the source root.
llvm::Expected<UnitOutput> readUnit(const DriverOptions &Options,
                                    StringRef Root, StringRef OutRoot,
                                    const std::string &Main) {
  const std::string &Input = Options.Inputs.front();
  // Under the root as spelled, or once links are resolved: Bazel hands an
  // action its inputs as links into the source tree.
  std::string RootAsGiven = absolutePath(Options.SourceRoot, "");
  std::string MainAsGiven = absolutePath(Input, "");
  std::string MainRel;
  if (isWithin(MainAsGiven, RootAsGiven) && MainAsGiven != RootAsGiven)
    MainRel = relativeTo(MainAsGiven, RootAsGiven);
  else if (isWithin(Main, Root) && Main != Root)
    MainRel = relativeTo(Main, Root);
  else
    return usageError("'" + Input + "' is not a file under the source root '" +
                      Options.SourceRoot + "'");
  if (OutRoot == Root)
    return usageError("-o '" + Options.Output +
                      "' is the source root: the translation would overwrite "
                      "its input");

  UnitOutput U;
  auto Buffer = readRegularFile(Input, read_limit::Source, "a source", &U.Mode);
  if (!Buffer)
    return usageError(llvm::toString(Buffer.takeError()));
  if (std::optional<std::string> Why =
          whyNotASource(Input, (*Buffer)->getBuffer()))
    return usageError(*Why);
  U.Canonical = Main;
  U.Display = joined("", Input);
  U.Rel = MainRel;
  U.Content = std::move(*Buffer);
  U.Hash = contentHash(U.Content->getBuffer());
  return U;
}

/// Parses \p Unit (unless --no-ast) and gives the user files it read, its
/// own first left out; without a finished parse, those its `#include` lines
/// name. \p Parsed: whether the parse finished.
std::vector<std::string> parseUnit(const DriverOptions &Options,
                                   ParsePhase &Parses, const UnitOutput &Unit,
                                   bool &Parsed) {
  std::vector<std::string> Read;
  Parsed = false;
  if (Options.UseAst) {
    std::vector<ParseTask> Tasks = {{Unit.Canonical, Options.Inputs.front(),
                                     Unit.Content->getBuffer(),
                                     Options.Frontend}};
    llvm::DefaultThreadPool Pool(llvm::hardware_concurrency(1));
    std::vector<ParsePhase::Outcome> Outcomes;
    Parses.run(Tasks, Pool, [](const ParseTask &) {}, &Outcomes);
    const ParsePhase::Outcome &O = Outcomes.front();
    Parsed = O.End == ParseEnd::Finished;
    if (Parsed)
      Read.assign(O.Files.begin() + 1, O.Files.end());
  }
  if (!Parsed)
    Read =
        includedFromLines(Unit.Canonical, includeSearchDirs(Options.Frontend));
  return Read;
}

/// Adds to \p Outputs the headers of \p Read under the source root \p Root,
/// read.
llvm::Error addHeaders(const DriverOptions &Options, StringRef Root,
                       llvm::ArrayRef<std::string> Read,
                       std::vector<UnitOutput> &Outputs) {
  for (const std::string &Header : Read) {
    if (!Options.WriteHeaders || !isWithin(Header, Root))
      continue;
    UnitOutput &H = Outputs.emplace_back();
    auto Buffer =
        readRegularFile(Header, read_limit::Source, "a header", &H.Mode);
    if (!Buffer)
      return usageError(llvm::toString(Buffer.takeError()));
    H.Canonical = Header;
    H.Rel = relativeTo(Header, Root);
    H.Display = joined(Options.SourceRoot, H.Rel);
    H.Content = std::move(*Buffer);
    H.Hash = contentHash(H.Content->getBuffer());
  }
  return llvm::Error::success();
}

/// Checks that no output replaces an input, and renders the depfile's text
/// ("" without --depfile), which must not replace either.
llvm::Expected<std::string>
checkPathsAndRenderDepfile(const DriverOptions &Options, StringRef Root,
                           StringRef OutRoot, llvm::ArrayRef<std::string> Read,
                           const std::vector<UnitOutput> &Outputs) {
  // A header read, as the depfile and messages name it.
  auto Shown = [&](const std::string &Header) {
    return isWithin(Header, Root)
               ? joined(Options.SourceRoot, relativeTo(Header, Root))
               : relativeToWorkingDir(Header);
  };
  // An output root inside the source root must not reach back to an input;
  // the depfile, reports and fixes replace neither an input nor an output.
  llvm::StringMap<std::string> Inputs = {{Outputs.front().Canonical,
                                          Options.Inputs.front()}},
                               Written;
  for (const std::string &Header : Read)
    Inputs.try_emplace(Header, Shown(Header));
  for (const std::string &Rules : Options.RuleFiles)
    Inputs.try_emplace(canonicalPath(Rules), Rules);
  for (const UnitOutput &Out : Outputs) {
    std::string Target = canonicalPath(joined(OutRoot, Out.Rel));
    if (Inputs.contains(Target))
      return usageError("the translation of '" + Out.Display +
                        "' would overwrite an input under -o '" +
                        Options.Output + "'");
    Written.try_emplace(Target, Out.Display);
  }
  std::string Deps;
  if (!Options.DepFile.empty()) {
    std::string Target = joined(Options.Output, Outputs.front().Rel);
    std::vector<std::string> Prerequisites = {Outputs.front().Display};
    for (const std::string &Header : Read)
      Prerequisites.push_back(Shown(Header));
    for (const std::string &Rules : Options.RuleFiles)
      Prerequisites.push_back(joined("", Rules));
    llvm::Expected<std::string> Text = renderDepfile(Target, Prerequisites);
    if (!Text)
      return usageError("--depfile " + Options.DepFile + ": " +
                        llvm::toString(Text.takeError()));
    Deps = std::move(*Text);
    if (llvm::Error E = checkDepfile(Options, Inputs, Written, Target))
      return E;
  }
  if (llvm::Error E = checkSideOutputs(Options, Inputs, Written))
    return E;
  return Deps;
}

} // namespace

llvm::Expected<RunResult>
cu2hip::driver::runUnitAction(const DriverOptions &Options,
                              const MappingTable &Table) {
  if (llvm::Error E = checkArguments(Options))
    return E;
  std::string Root = canonicalPath(Options.SourceRoot);
  std::string OutRoot = canonicalPath(Options.Output);
  std::string Main = canonicalPath(Options.Inputs.front());
  llvm::Expected<UnitOutput> Unit = readUnit(Options, Root, OutRoot, Main);
  if (!Unit)
    return Unit.takeError();
  std::vector<UnitOutput> Outputs;
  Outputs.push_back(std::move(*Unit));

  // The parse: its facts, and the user files it read.
  FactsCache Cache(Options.CacheDir, Options.RuleFiles);
  FileHashes Hashes;
  Hashes.add(Main, Outputs.front().Hash);
  std::unique_ptr<SdkPchCache> OwnPchs;
  SdkPchCache *Pchs = Options.SharedPchs;
  if (!Pchs && Options.UseAst && Cache.enabled())
    Pchs = (OwnPchs = std::make_unique<SdkPchCache>(Cache.directory() + "/pch",
                                                    Table))
               .get();
  if (OwnPchs)
    OwnPchs->boundAskedPchs(Options.CacheLimit);
  ParsePhase Parses(Table, Cache, Pchs, Hashes, Options.Cancel);
  bool Parsed = false;
  std::vector<std::string> Read =
      parseUnit(Options, Parses, Outputs.front(), Parsed);

  // The files to write: the unit, then its headers under the root.
  if (llvm::Error E = addHeaders(Options, Root, Read, Outputs))
    return E;
  llvm::Expected<std::string> Deps =
      checkPathsAndRenderDepfile(Options, Root, OutRoot, Read, Outputs);
  if (!Deps)
    return Deps.takeError();
  AstFacts None;
  for (UnitOutput &Out : Outputs) {
    // As in a tree: a parse that did not finish leaves the unit its error
    // (said as a warning) and its headers their tokens.
    const AstFacts *Facts = nullptr;
    if (Options.UseAst)
      Facts = Parses.factsFor(Out.Canonical, Out.Hash);
    if (!Facts && Parsed)
      Facts = &None; // read by the parse, with no facts of its own
    render(Out, Table, Options, Facts);
  }

  // Written only after every output is rendered: an error above leaves the
  // output root as it was.
  bool Overlaps = isWithin(OutRoot, Root) || isWithin(Root, OutRoot);
  if (llvm::Error E = writeOutputs(Options, Overlaps, Outputs))
    return E;
  RunResult Result;
  for (UnitOutput &Out : Outputs)
    Result.Files.push_back(std::move(Out.Result));
  if (!Options.CheckBuild.Hipcc.empty())
    Result.BuildCheck =
        checkUnit(Options, Outputs, Result.Files, Table, Root, OutRoot);
  Result.Stats.Parsed = Parses.parsed();
  Result.Stats.FromCache = Parses.fromCache();
  if (Options.UseAst)
    Result.Stats.Units.push_back(
        {Options.Inputs.front(), Options.Frontend.ExtraArgs});

  if (Options.DepFile.empty())
    return Result;
  if (llvm::Error E = writeFileAtomically(Options.DepFile, *Deps))
    return usageError("--depfile " + Options.DepFile + ": " +
                      llvm::toString(std::move(E)));
  return Result;
}
