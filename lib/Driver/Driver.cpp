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

namespace {

enum class JobKind {
  Source,      ///< read as possible CUDA
  BuildScript, ///< CMake or Make: migrated when it builds CUDA
  Data,        ///< copied byte for byte
  Generated,   ///< written by cu2hip (the output's compile_commands.json)
};

struct Job {
  std::string Input;
  std::string Output;      // "" for in-place; "-" for stdout
  std::string ManifestDir; // where the ownership manifest lives ("" = none)
  std::string RelPath;     // key in that manifest
  bool FromDirectory = false;
  JobKind Kind = JobKind::Data;
  std::unique_ptr<llvm::MemoryBuffer> Content;
  bool UsesCuda = false;
  std::string Canonical; // canonicalPath(Input)
  uint64_t Hash = 0;     // of Content
  /// A migrated build script, or a generated file's text.
  std::string Text;
  std::vector<Finding> ScriptFindings;
  unsigned ScriptReplacements = 0;
};

JobKind kindOf(StringRef Path) {
  if (buildScriptKind(Path) != BuildScriptKind::None)
    return JobKind::BuildScript;
  return isSourceExtension(Path) ? JobKind::Source : JobKind::Data;
}

llvm::Error usageError(const llvm::Twine &Message) {
  return llvm::createStringError(std::make_error_code(std::errc::invalid_argument), Message);
}

std::string realOrAbsolute(StringRef P) {
  llvm::SmallString<256> Real;
  if (!fs::real_path(P, Real))
    return std::string(Real);
  llvm::SmallString<256> Abs(P);
  fs::make_absolute(Abs);
  path::remove_dots(Abs, /*remove_dot_dot=*/true);
  return std::string(Abs);
}

bool isWithin(StringRef Inner, StringRef Outer) {
  return Inner == Outer ||
         (Inner.starts_with(Outer) && Inner.size() > Outer.size() &&
          path::is_separator(Inner[Outer.size()]));
}

/// The name an input gets under OUTDIR when there are several: its last
/// component, also for "src/" and ".".
std::string baseName(StringRef In) {
  llvm::SmallString<256> Abs(In);
  fs::make_absolute(Abs);
  path::remove_dots(Abs, /*remove_dot_dot=*/true);
  StringRef P = Abs;
  while (P.size() > 1 && path::is_separator(P.back()))
    P = P.drop_back();
  return path::filename(P).str();
}

bool isVcsDirectory(StringRef Name) {
  return Name == ".git" || Name == ".svn" || Name == ".hg";
}

/// Every regular file under \p Root, sorted so output order never depends on
/// the file system. Symlinks are not followed.
llvm::Error listTree(StringRef Root, std::vector<std::string> &Files,
                     std::vector<std::string> &Symlinks) {
  std::error_code EC;
  for (fs::recursive_directory_iterator It(Root, EC, /*follow=*/false), End;
       It != End && !EC; It.increment(EC)) {
    StringRef Name = path::filename(It->path());
    fs::file_type Type = It->type();
    if (Type == fs::file_type::directory_file) {
      if (isVcsDirectory(Name))
        It.no_push();
      continue;
    }
    if (Type == fs::file_type::symlink_file)
      Symlinks.push_back(It->path());
    else if (Type == fs::file_type::regular_file &&
             Name != OutputManifest::FileName)
      Files.push_back(It->path());
  }
  if (EC)
    return usageError("cannot read directory '" + Root + "': " + EC.message());
  llvm::sort(Files);
  return llvm::Error::success();
}

Job makeJob(StringRef Input, StringRef Output, StringRef ManifestDir,
            StringRef RelPath, bool FromDirectory) {
  Job J;
  J.Input = Input.str();
  J.Output = Output.str();
  J.ManifestDir = ManifestDir.str();
  J.RelPath = RelPath.str();
  J.FromDirectory = FromDirectory;
  J.Kind = kindOf(Input);
  return J;
}

/// A file named on the command line is read whatever its extension.
JobKind explicitKind(StringRef Path) {
  return kindOf(Path) == JobKind::BuildScript ? JobKind::BuildScript
                                              : JobKind::Source;
}

class Planner {
public:
  Planner(const DriverOptions &Options) : Options(Options) {}

  llvm::Error plan(std::vector<Job> &Jobs, std::vector<FileResult> &Skipped);

  /// Input files and directories (canonical) and where their translations
  /// go (absolute), for paths in the output's compile_commands.json.
  std::vector<std::pair<std::string, std::string>> Roots;
  /// The output directory of a tree ("" for a file, stdout or in place).
  std::string OutputTree;

private:
  llvm::Error planDirectory(StringRef Input, StringRef OutRoot,
                            std::vector<Job> &Jobs,
                            std::vector<FileResult> &Skipped);
  const DriverOptions &Options;
};

llvm::Error Planner::plan(std::vector<Job> &Jobs,
                          std::vector<FileResult> &Skipped) {
  if (Options.Inputs.empty())
    return usageError("no input files or directories");
  if (Options.InPlace && !Options.Output.empty())
    return usageError("--in-place and -o cannot be used together");
  if (!Options.InPlace && Options.Output.empty())
    return usageError("no output: give -o FILE|DIR (-o - for stdout) or "
                      "--in-place");

  bool AnyDirectory = false;
  for (const std::string &In : Options.Inputs) {
    fs::file_status St;
    if (fs::status(In, St))
      return usageError("no such file or directory: '" + In + "'");
    if (fs::is_directory(St))
      AnyDirectory = true;
    else if (!fs::is_regular_file(St))
      return usageError("'" + In + "' is not a regular file or directory");
  }

  bool SingleFile = Options.Inputs.size() == 1 && !AnyDirectory;
  if (Options.Output == "-" && !SingleFile)
    return usageError("-o - (stdout) takes exactly one input file");

  if (Options.InPlace) {
    for (const std::string &In : Options.Inputs) {
      if (fs::is_directory(In)) {
        if (llvm::Error E = planDirectory(In, "", Jobs, Skipped))
          return E;
        continue;
      }
      Jobs.push_back(makeJob(In, "", "", "", false));
      Jobs.back().Kind = explicitKind(In);
    }
    return llvm::Error::success();
  }

  // `-o out/` names a directory even before it exists.
  bool OutputIsDirectory = fs::is_directory(Options.Output) ||
                           (!Options.Output.empty() && Options.Output != "-" &&
                            path::is_separator(Options.Output.back()));
  if (SingleFile && !OutputIsDirectory) {
    const std::string &In = Options.Inputs[0];
    if (Options.Output != "-" &&
        realOrAbsolute(In) == realOrAbsolute(Options.Output))
      return usageError("output '" + Options.Output +
                        "' is the input; use --in-place to translate a file "
                        "in place");
    // Stdout and devices (-o /dev/null) are not files cu2hip could own.
    fs::file_status OutSt;
    bool Stream = Options.Output == "-" ||
                  (!fs::status(Options.Output, OutSt) &&
                   !fs::is_regular_file(OutSt));
    std::string Dir(path::parent_path(Options.Output));
    Jobs.push_back(makeJob(In, Options.Output,
                           Stream ? "" : (Dir.empty() ? "." : Dir),
                           std::string(path::filename(Options.Output)), false));
    Jobs.back().Kind = explicitKind(In);
    return llvm::Error::success();
  }

  // A tree (or several inputs): the output is a directory. One input
  // directory is mirrored at its root; several inputs each get a subfolder.
  std::string OutReal = realOrAbsolute(Options.Output);
  for (const std::string &In : Options.Inputs) {
    if (fs::is_directory(In) && isWithin(OutReal, realOrAbsolute(In)))
      return usageError("output directory '" + Options.Output +
                        "' is inside the input directory '" + In + "'");
    if (!fs::is_directory(In) && realOrAbsolute(In) ==
                                     realOrAbsolute(Options.Output + "/" +
                                                    path::filename(In).str()))
      return usageError("output for '" + In + "' would overwrite it");
  }
  bool MirrorRoot = Options.Inputs.size() == 1;
  OutputTree = Options.Output;
  // Several inputs of one name (a/x.cu b/x.cu) must not overwrite or merge
  // into each other.
  llvm::StringMap<StringRef> Owners;
  for (const std::string &In : Options.Inputs) {
    llvm::SmallString<256> Root(Options.Output);
    if (!MirrorRoot) {
      path::append(Root, baseName(In));
      auto [It, Inserted] = Owners.try_emplace(Root, In);
      if (!Inserted)
        return usageError("inputs '" + It->second + "' and '" + In +
                          "' would both be written to '" + Root + "'");
    }
    if (fs::is_directory(In)) {
      if (llvm::Error E = planDirectory(In, Root, Jobs, Skipped))
        return E;
      continue;
    }
    llvm::SmallString<256> Out(Options.Output);
    path::append(Out, path::filename(In));
    Jobs.push_back(makeJob(In, std::string(Out), Options.Output,
                           std::string(path::filename(In)), false));
    Jobs.back().Kind = explicitKind(In);
    Roots.push_back({canonicalPath(In), realOrAbsolute(Out)});
  }
  return llvm::Error::success();
}

llvm::Error Planner::planDirectory(StringRef Input, StringRef OutRoot,
                                   std::vector<Job> &Jobs,
                                   std::vector<FileResult> &Skipped) {
  std::vector<std::string> Files, Symlinks;
  if (llvm::Error E = listTree(Input, Files, Symlinks))
    return E;
  for (const std::string &Link : Symlinks) {
    FileResult R;
    R.Input = Link;
    R.Status = FileStatus::Failed;
    R.Findings.push_back({DiagKind::InputError, 0, 0, 0,
                          "symbolic link not followed; translate its target "
                          "where it lives",
                          ""});
    Skipped.push_back(std::move(R));
  }
  std::string ManifestRoot(Options.Output);
  if (!OutRoot.empty())
    Roots.push_back({canonicalPath(Input), realOrAbsolute(OutRoot)});
  for (const std::string &F : Files) {
    StringRef Rel = StringRef(F).drop_front(Input.size());
    while (!Rel.empty() && path::is_separator(Rel.front()))
      Rel = Rel.drop_front();
    Job J = makeJob(F, "", "", "", true);
    if (!OutRoot.empty()) {
      llvm::SmallString<256> Out(OutRoot);
      path::append(Out, Rel);
      J.Output = std::string(Out);
      J.ManifestDir = ManifestRoot;
      J.RelPath = StringRef(J.Output).drop_front(ManifestRoot.size()).ltrim('/').str();
    }
    Jobs.push_back(std::move(J));
  }
  return llvm::Error::success();
}


bool looksBinary(StringRef Content) {
  return Content.take_front(8192).contains('\0');
}

/// Larger than any source a person writes; generated tables this big are
/// data, and Clang's offsets are 32-bit anyway.
constexpr uint64_t MaxSourceBytes = 64u << 20;

FileResult failure(const Job &J, const llvm::Twine &Why) {
  FileResult R;
  R.Input = J.Input;
  R.Status = FileStatus::Failed;
  R.Findings.push_back({DiagKind::InputError, 0, 0, 0, Why.str(), ""});
  return R;
}

bool isHeaderExtension(StringRef Path) {
  StringRef Ext = path::extension(Path);
  for (StringRef Known : {".cuh", ".h", ".hpp", ".hh", ".hxx", ".inl", ".inc",
                          ".ipp"})
    if (Ext.equals_insensitive(Known))
      return true;
  return false;
}

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

/// The user's build, file by file: from compile_commands.json, or the same
/// inferred flags for every file of a tree.
class BuildFlags {
public:
  llvm::Error load(const DriverOptions &Options, const std::vector<Job> &Jobs,
                   const std::vector<std::pair<std::string, std::string>> &Roots,
                   RunStats &Stats) {
    if (!Options.CompileCommands.empty()) {
      llvm::Expected<std::vector<CompileCommand>> Commands =
          loadCompileCommands(Options.CompileCommands);
      if (!Commands)
        return Commands.takeError();
      for (CompileCommand &C : *Commands) {
        std::string Key = canonicalPath(C.File);
        ByFile.try_emplace(Key, std::move(C));
      }
      Stats.CompileCommands = llvm::count_if(Jobs, [&](const Job &J) {
        return !J.Canonical.empty() && ByFile.count(J.Canonical);
      });
      return llvm::Error::success();
    }
    // Without a database: the directories the tree's own #includes need.
    for (const auto &[Root, Out] : Roots) {
      if (!fs::is_directory(Root))
        continue;
      std::vector<std::pair<std::string, StringRef>> Files;
      for (const Job &J : Jobs)
        if (J.Content && J.Kind == JobKind::Source && isWithin(J.Canonical, Root))
          Files.push_back({J.Canonical, J.Content->getBuffer()});
      for (std::string &Dir : inferIncludeDirs(Root, Files))
        Inferred.push_back(std::move(Dir));
    }
    Stats.InferredIncludeDirs = Inferred;
    return llvm::Error::success();
  }

  /// The database's command for \p Canonical, if any.
  const CompileCommand *command(StringRef Canonical) const {
    auto It = ByFile.find(Canonical);
    return It == ByFile.end() ? nullptr : &It->second;
  }
  bool hasDatabase() const { return !ByFile.empty(); }

  /// What Clang gets for \p Canonical beyond the user's own -I/-D/--.
  std::vector<std::string> argsFor(StringRef Canonical) const {
    if (const CompileCommand *C = command(Canonical))
      return C->ClangArgs;
    // A header, or a file the database lacks: the flags of the nearest
    // translation unit in the database.
    const CompileCommand *Nearest = nullptr;
    size_t Best = 0;
    for (const auto &Entry : ByFile) {
      size_t Common = commonDirPrefix(Entry.getKey(), Canonical);
      if (!Nearest || Common > Best ||
          (Common == Best && Entry.getKey() < Nearest->File)) {
        Nearest = &Entry.getValue();
        Best = Common;
      }
    }
    if (Nearest)
      return Nearest->ClangArgs;
    std::vector<std::string> Args;
    for (const std::string &Dir : Inferred)
      Args.push_back("-I" + Dir);
    return Args;
  }

private:
  static size_t commonDirPrefix(StringRef A, StringRef B) {
    size_t N = 0, LastSep = 0;
    while (N < A.size() && N < B.size() && A[N] == B[N]) {
      if (path::is_separator(A[N]))
        LastSep = N;
      ++N;
    }
    return LastSep;
  }

  llvm::StringMap<CompileCommand> ByFile;
  std::vector<std::string> Inferred;
};

/// The parse phase's work: translation units first (the facts of the
/// headers they include come with them), then any CUDA header no unit read.
std::vector<ParseTask> unitTasks(const std::vector<Job> &Jobs,
                                 const BuildFlags &Flags,
                                 const DriverOptions &Options) {
  std::vector<ParseTask> Tasks;
  for (const Job &J : Jobs) {
    if (J.Kind != JobKind::Source || !J.UsesCuda || !J.Content)
      continue;
    bool Unit = Flags.hasDatabase() ? Flags.command(J.Canonical) != nullptr
                                    : !isHeaderExtension(J.Input);
    // A lone file on the command line is its own unit, header or not.
    if (!Unit && J.FromDirectory)
      continue;
    FrontendOptions F = Options.Frontend;
    std::vector<std::string> Args = Flags.argsFor(J.Canonical);
    F.ExtraArgs.insert(F.ExtraArgs.begin(), Args.begin(), Args.end());
    Tasks.push_back({J.Canonical, J.Input, J.Content->getBuffer(), std::move(F)});
  }
  return Tasks;
}

std::vector<ParseTask> headerTasks(const std::vector<Job> &Jobs,
                                   const BuildFlags &Flags,
                                   const DriverOptions &Options,
                                   const ParsePhase &Parses) {
  std::vector<ParseTask> Tasks;
  for (const Job &J : Jobs) {
    if (J.Kind != JobKind::Source || !J.UsesCuda || !J.Content ||
        Parses.factsFor(J.Canonical, J.Hash))
      continue;
    FrontendOptions F = Options.Frontend;
    std::vector<std::string> Args = Flags.argsFor(J.Canonical);
    F.ExtraArgs.insert(F.ExtraArgs.begin(), Args.begin(), Args.end());
    Tasks.push_back({J.Canonical, J.Input, J.Content->getBuffer(), std::move(F)});
  }
  return Tasks;
}

/// The translated tree's compile_commands.json, for clangd and IDEs.
std::optional<std::string>
outputCompileCommands(const std::vector<Job> &Jobs, const BuildFlags &Flags,
                      const Planner &Plan, const DriverOptions &Options) {
  auto MapPath = [&](StringRef P) -> std::string {
    for (const auto &[In, Out] : Plan.Roots)
      if (isWithin(P, In))
        return Out + P.drop_front(In.size()).str();
    return P.str();
  };
  std::vector<OutputCompileCommand> Commands;
  for (const Job &J : Jobs) {
    if (J.Kind != JobKind::Source || J.Output.empty() || !J.Content)
      continue;
    CompileCommand C;
    if (const CompileCommand *FromDb = Flags.command(J.Canonical)) {
      C = *FromDb;
    } else if (Flags.hasDatabase() || isHeaderExtension(J.Input)) {
      continue; // not compiled on its own
    } else {
      C.File = J.Canonical;
      C.Directory = std::string(path::parent_path(J.Canonical));
      C.ClangArgs = Flags.argsFor(J.Canonical);
      C.ClangArgs.insert(C.ClangArgs.end(), Options.Frontend.ExtraArgs.begin(),
                         Options.Frontend.ExtraArgs.end());
      C.IsCuda = path::extension(J.Input).equals_insensitive(".cu");
    }
    C.Directory = MapPath(C.Directory);
    Commands.push_back(hipCompileCommand(C, realOrAbsolute(J.Output),
                                         Options.OffloadArchs, MapPath));
  }
  if (Commands.empty())
    return std::nullopt;
  return renderCompileCommands(Commands);
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
    Pchs = std::make_unique<SdkPchCache>(PchDir);
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
