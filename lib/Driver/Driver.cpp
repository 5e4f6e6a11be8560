//===- Driver.cpp - Plan, check, translate, write -------------------------===//
///
/// \file
/// Three phases, so that a refusal never leaves a half-written output:
/// plan (which inputs, which outputs), scan and check (read every file, find
/// the ones that use CUDA, verify every output may be written), then
/// translate and write.
///
//===----------------------------------------------------------------------===//
#include "cu2hip/Driver.h"
#include "OutputFiles.h"
#include "cu2hip/Mapping/MappingTable.h"
#include "llvm/ADT/StringSet.h"
#include "cu2hip/Rewrite/TokenStream.h"
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

struct Job {
  std::string Input;
  std::string Output;      // "" for in-place; "-" for stdout
  std::string ManifestDir; // where the ownership manifest lives ("" = none)
  std::string RelPath;     // key in that manifest
  bool FromDirectory = false;
  bool Source = false; // read as possible CUDA, rather than copied as bytes
  std::unique_ptr<llvm::MemoryBuffer> Content;
  bool UsesCuda = false;
};

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

class Planner {
public:
  Planner(const DriverOptions &Options) : Options(Options) {}

  llvm::Error plan(std::vector<Job> &Jobs, std::vector<FileResult> &Skipped);

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
      Jobs.push_back({In, "", "", "", false, true, nullptr, false});
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
    Jobs.push_back({In, Options.Output,
                    Stream ? "" : (Dir.empty() ? "." : Dir),
                    std::string(path::filename(Options.Output)), false, true,
                    nullptr, false});
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
    Jobs.push_back({In, std::string(Out), Options.Output,
                    std::string(path::filename(In)), false, true, nullptr,
                    false});
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
  for (const std::string &F : Files) {
    StringRef Rel = StringRef(F).drop_front(Input.size());
    while (!Rel.empty() && path::is_separator(Rel.front()))
      Rel = Rel.drop_front();
    Job J{F, "", "", "", true, isSourceExtension(F), nullptr, false};
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

FileResult failure(const Job &J, const llvm::Twine &Why) {
  FileResult R;
  R.Input = J.Input;
  R.Status = FileStatus::Failed;
  R.Findings.push_back({DiagKind::InputError, 0, 0, 0, Why.str(), ""});
  return R;
}

/// Reads every input and finds the ones that use CUDA (token pass only).
llvm::Error scan(std::vector<Job> &Jobs, const MappingTable &Table,
                 const DriverOptions &Options, std::vector<FileResult> &Failed) {
  bool SingleFile = Jobs.size() == 1 && !Jobs[0].FromDirectory;
  for (Job &J : Jobs) {
    auto Buffer = llvm::MemoryBuffer::getFile(J.Input, /*IsText=*/false,
                                              /*RequiresNullTerminator=*/false);
    if (!Buffer) {
      std::string Why = "cannot read '" + J.Input +
                        "': " + Buffer.getError().message();
      if (SingleFile)
        return usageError(Why);
      Failed.push_back(failure(J, Why));
      J.Source = false;
      continue;
    }
    J.Content = std::move(*Buffer);
    if (!J.Source)
      continue;
    if (looksBinary(J.Content->getBuffer())) {
      if (SingleFile)
        return usageError("'" + J.Input + "' is a binary file, not a source");
      J.Source = false; // copied byte for byte like any other data file
      continue;
    }
    J.UsesCuda = translateSource(J.Input, J.Content->getBuffer(), Table,
                                 Options.Translate, nullptr)
                     .UsesCuda;
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

/// Clang's parser recurses once per bracket level and overflows its stack
/// on pathological nesting (1000 nested lambdas do it); such a file is
/// translated from its tokens only. 256 is Clang's own -fbracket-depth.
constexpr unsigned MaxParsedNesting = 256;

unsigned maxNesting(StringRef Source) {
  std::string Buffer = Source.str(); // the raw lexer wants a NUL after it
  TokenStream Tokens(Buffer);
  unsigned Depth = 0, Max = 0;
  for (const RawToken &T : Tokens.tokens()) {
    if (T.is(clang::tok::l_paren) || T.is(clang::tok::l_square) ||
        T.is(clang::tok::l_brace))
      Max = std::max(Max, ++Depth);
    else if ((T.is(clang::tok::r_paren) || T.is(clang::tok::r_square) ||
              T.is(clang::tok::r_brace)) &&
             Depth > 0)
      --Depth;
  }
  return Max;
}

AstFacts parseSafely(const Job &J, const MappingTable &Table,
                     const DriverOptions &Options) {
  StringRef Content = J.Content->getBuffer();
  if (maxNesting(Content) <= MaxParsedNesting)
    return collectAstFacts(J.Input, Content, Table, Options.Frontend);
  AstFacts Facts;
  Facts.ParseFindings.push_back(
      {DiagKind::ParseError, 0, 0, 0,
       "brackets nested more than " + std::to_string(MaxParsedNesting) +
           " deep: not parsed with clang, translated from its tokens only",
       ""});
  return Facts;
}

FileResult translateJob(Job &J, const MappingTable &Table,
                        const DriverOptions &Options) {
  FileResult R;
  R.Input = J.Input;
  R.Output = J.Output.empty() ? J.Input : J.Output;
  StringRef Content = J.Content->getBuffer();
  std::string Text;
  if (J.UsesCuda) {
    AstFacts Facts;
    if (Options.UseAst)
      Facts = parseSafely(J, Table, Options);
    TranslationResult T = translateSource(J.Input, Content, Table,
                                          Options.Translate,
                                          Options.UseAst ? &Facts : nullptr);
    R.Status = FileStatus::Translated;
    R.Replacements = T.Replacements;
    R.ParsedCleanly = Facts.ParseFindings.empty();
    R.Findings = std::move(T.Findings);
    Text = std::move(T.Text);
  } else {
    R.Status = FileStatus::Copied;
    Text = Content.str();
  }

  if (J.Output.empty()) { // in place
    if (!J.UsesCuda || Text == Content) {
      R.Status = J.UsesCuda ? R.Status : FileStatus::Copied;
      R.Output.clear();
      return R;
    }
    if (llvm::Error E =
            writeFileAtomically(J.Input + Options.BackupSuffix, Content))
      return failure(J, llvm::toString(std::move(E)));
  }
  if (llvm::Error E = writeFileAtomically(R.Output, Text))
    return failure(J, llvm::toString(std::move(E)));
  J.Content = llvm::MemoryBuffer::getMemBufferCopy(Text); // for the manifest
  return R;
}

} // namespace

llvm::Expected<RunResult> cu2hip::runTranslation(const DriverOptions &Options,
                                                 const MappingTable &Table) {
  std::vector<Job> Jobs;
  RunResult Result;
  if (llvm::Error E = Planner(Options).plan(Jobs, Result.Files))
    return E;
  if (llvm::Error E = scan(Jobs, Table, Options, Result.Files))
    return E;
  llvm::StringMap<OutputManifest> Manifests;
  if (llvm::Error E = checkOutputs(Jobs, Options, Manifests))
    return E;

  for (Job &J : Jobs) {
    if (!J.Content)
      continue; // unreadable: already reported
    FileResult R = translateJob(J, Table, Options);
    if (R.Status != FileStatus::Failed && !J.ManifestDir.empty())
      Manifests.find(J.ManifestDir)->second.record(J.RelPath,
                                                   J.Content->getBuffer());
    Result.Files.push_back(std::move(R));
  }
  for (const auto &Entry : Manifests)
    if (llvm::Error E = Entry.second.save())
      return E;
  return Result;
}
