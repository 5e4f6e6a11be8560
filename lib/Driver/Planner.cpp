//===- Planner.cpp - Which files, written where ---------------------------===//
#include "Jobs.h"
#include "OutputFiles.h"
#include "cu2hip/BuildScripts/BuildScripts.h"
#include "cu2hip/Frontend/Frontend.h"
#include "cu2hip/Support/FileAccess.h"
#include "cu2hip/Support/OutputRoot.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"

using namespace cu2hip;
using namespace cu2hip::driver;
using llvm::StringRef;
namespace fs = llvm::sys::fs;
namespace path = llvm::sys::path;

static JobKind kindOf(StringRef Path) {
  if (buildScriptKind(Path) != BuildScriptKind::None)
    return JobKind::BuildScript;
  return isSourceExtension(Path) ? JobKind::Source : JobKind::Data;
}

llvm::Error cu2hip::driver::usageError(const llvm::Twine &Message) {
  return llvm::createStringError(
      std::make_error_code(std::errc::invalid_argument), Message);
}

bool cu2hip::driver::isWithin(StringRef Inner, StringRef Outer) {
  return Inner == Outer ||
         (Inner.starts_with(Outer) && Inner.size() > Outer.size() &&
          path::is_separator(Inner[Outer.size()]));
}

/// The name an input gets under OUTDIR when there are several: its last
/// component, also for "src/" and ".".
static std::string baseName(StringRef In) {
  llvm::SmallString<256> Abs(In);
  fs::make_absolute(Abs);
  path::remove_dots(Abs, /*remove_dot_dot=*/true);
  StringRef P = Abs;
  while (P.size() > 1 && path::is_separator(P.back()))
    P = P.drop_back();
  return path::filename(P).str();
}

static bool isVcsDirectory(StringRef Name) {
  return Name == ".git" || Name == ".svn" || Name == ".hg";
}

/// What a walk of an input tree found besides the files to translate.
struct TreeListing {
  std::vector<std::string> Files; ///< regular files, sorted
  /// The links among Files, to the real path of the file each leads to.
  llvm::StringMap<std::string> LinkTargets;
  /// Every folder walked, the root first, with its permission bits.
  std::vector<std::pair<std::string, unsigned>> Folders;
  std::vector<FileResult> Skipped; ///< links, special files, unreadable folders
};

static FileResult skipped(StringRef Path, DiagKind Kind,
                          const llvm::Twine &Why) {
  FileResult R;
  R.Input = Path.str();
  R.Status =
      Kind == DiagKind::InputError ? FileStatus::Failed : FileStatus::Skipped;
  R.Findings.emplace_back(Kind, 0, 0, 0, Why.str(), "");
  return R;
}

/// The real path of the regular file \p Link leads to, when that file is
/// inside the tree \p RealRoot (canonical); otherwise none.
static std::optional<std::string> fileInsideTree(StringRef Link,
                                                 StringRef RealRoot) {
  std::string Real = canonicalPath(Link);
  fs::file_status St;
  if (!isWithin(Real, RealRoot) || fs::status(Real, St, /*follow=*/false) ||
      !fs::is_regular_file(St))
    return std::nullopt;
  return Real;
}

/// Every regular file under \p Root, sorted so output order never depends
/// on the file system. Links are not followed, except, when
/// \p FileLinks, a link to a file inside the tree: it is listed, to be
/// read through its target's real path, so that a header included by the
/// link's name is found in the output too. Special files, names cu2hip
/// reserves and folders it cannot read are reported, never silently left
/// out.
static llvm::Error listTree(StringRef Root,
                            llvm::ArrayRef<fs::UniqueID> Excluded,
                            bool FileLinks, TreeListing &Out) {
  std::string RealRoot = canonicalPath(Root);
  std::vector<std::string> Pending = {Root.str()};
  while (!Pending.empty()) {
    std::string Dir = std::move(Pending.back());
    Pending.pop_back();
    // The root may be a link the user named; no folder below it is.
    fs::file_status DirSt;
    if (!fs::status(Dir, DirSt, /*follow=*/Dir == Root))
      Out.Folders.emplace_back(Dir, DirSt.permissions() & fs::all_all);
    std::error_code EC;
    fs::directory_iterator It(Dir, EC, /*follow_symlinks=*/false), End;
    for (; It != End && !EC; It.increment(EC)) {
      const std::string &Path = It->path();
      StringRef Name = path::filename(Path);
      fs::file_type Type = It->type();
      if (Type == fs::file_type::type_unknown)
        if (llvm::ErrorOr<fs::basic_file_status> St = It->status())
          Type = St->type();
      switch (Type) {
      case fs::file_type::directory_file: {
        fs::UniqueID Id;
        if (isVcsDirectory(Name) ||
            (!Excluded.empty() && !fs::getUniqueID(Path, Id) &&
             llvm::is_contained(Excluded, Id)))
          break;
        Pending.push_back(Path);
        break;
      }
      case fs::file_type::symlink_file:
        if (std::optional<std::string> Target =
                FileLinks ? fileInsideTree(Path, RealRoot) : std::nullopt) {
          Out.Files.push_back(Path);
          Out.LinkTargets[Path] = *Target;
          break;
        }
        Out.Skipped.push_back(skipped(Path, DiagKind::InputError,
                                      "symbolic link not followed; translate "
                                      "its target where it lives"));
        break;
      case fs::file_type::regular_file:
        if (Name == OutputManifest::FileName)
          Out.Skipped.push_back(skipped(
              Path, DiagKind::InputSkipped,
              "named like a file cu2hip keeps in its output folders: not "
              "copied (is the input an earlier output of cu2hip?)"));
        else
          Out.Files.push_back(Path);
        break;
      default:
        Out.Skipped.push_back(skipped(Path, DiagKind::InputSkipped,
                                      "is " + describeFileType(Type) +
                                          ", not a regular file: not read or "
                                          "copied"));
      }
    }
    if (EC && Dir == Root)
      return usageError("cannot read directory '" + Root +
                        "': " + EC.message());
    if (EC)
      Out.Skipped.push_back(
          skipped(Dir, DiagKind::InputError,
                  "cannot read directory: " + EC.message() +
                      "; the files in it were not translated"));
  }
  llvm::sort(Out.Files);
  llvm::sort(Out.Skipped, [](const FileResult &A, const FileResult &B) {
    return A.Input < B.Input;
  });
  return llvm::Error::success();
}

Job cu2hip::driver::makeJob(StringRef Input, StringRef Output,
                            StringRef ManifestDir, StringRef RelPath,
                            bool FromDirectory) {
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
static JobKind explicitKind(StringRef Path) {
  return kindOf(Path) == JobKind::BuildScript ? JobKind::BuildScript
                                              : JobKind::Source;
}

llvm::Expected<bool> Planner::checkInputs() const {
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
  return AnyDirectory;
}

llvm::Error Planner::planInPlace(std::vector<Job> &Jobs,
                                 std::vector<FileResult> &Skipped) {
  StringRef Suffix = Options.BackupSuffix;
  if (Suffix.empty() || Suffix.contains('/') || Suffix.contains('\0'))
    return usageError("--backup-suffix '" + Suffix +
                      "' must be a non-empty file name suffix, without '/'");
  for (const std::string &In : Options.Inputs) {
    if (llvm::Error E = checkInPlaceInput(In))
      return E;
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

/// One file to one file (or stdout, or a device).
llvm::Error Planner::planSingleFile(std::vector<Job> &Jobs) {
  const std::string &In = Options.Inputs[0];
  if (Options.Output != "-" &&
      canonicalPath(In) == canonicalPath(Options.Output))
    return usageError("output '" + Options.Output +
                      "' is the input; use --in-place to translate a file "
                      "in place");
  // Stdout and devices (-o /dev/null) are not files cu2hip could own.
  fs::file_status OutSt;
  bool Stream = Options.Output == "-" || (!fs::status(Options.Output, OutSt) &&
                                          !fs::is_regular_file(OutSt));
  std::string Dir(path::parent_path(Options.Output));
  Jobs.push_back(makeJob(In, Options.Output,
                         Stream ? "" : (Dir.empty() ? "." : Dir),
                         std::string(path::filename(Options.Output)), false));
  Jobs.back().Kind = explicitKind(In);
  Jobs.back().Stream = Stream;
  return llvm::Error::success();
}

/// A tree (or several inputs): the output is a directory. One input
/// directory is mirrored at its root; several inputs each get a subfolder.
llvm::Error Planner::planTree(std::vector<Job> &Jobs,
                              std::vector<FileResult> &Skipped) {
  std::string OutReal = canonicalPath(Options.Output);
  bool InExcluded =
      llvm::any_of(Options.ExcludeDirs, [&](const std::string &D) {
        return isWithin(OutReal, canonicalPath(D));
      });
  for (const std::string &In : Options.Inputs) {
    if (fs::is_directory(In) && isWithin(OutReal, canonicalPath(In)) &&
        !InExcluded)
      return usageError("output directory '" + Options.Output +
                        "' is inside the input directory '" + In + "'");
    if (!fs::is_directory(In) &&
        canonicalPath(In) ==
            canonicalPath(Options.Output + "/" + path::filename(In).str()))
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
    Roots.emplace_back(canonicalPath(In), canonicalPath(Out));
  }
  return llvm::Error::success();
}

llvm::Error Planner::plan(std::vector<Job> &Jobs,
                          std::vector<FileResult> &Skipped) {
  llvm::Expected<bool> AnyDirectory = checkInputs();
  if (!AnyDirectory)
    return AnyDirectory.takeError();
  if (Options.InPlace)
    return planInPlace(Jobs, Skipped);
  bool SingleFile = Options.Inputs.size() == 1 && !*AnyDirectory;
  // `-o out/` names a directory even before it exists.
  bool OutputIsDirectory = fs::is_directory(Options.Output) ||
                           (!Options.Output.empty() && Options.Output != "-" &&
                            path::is_separator(Options.Output.back()));
  if (SingleFile && !OutputIsDirectory)
    return planSingleFile(Jobs);
  return planTree(Jobs, Skipped);
}

/// A file translated in place is replaced by a new file: through a link
/// that would replace the link, not the file the user means.
llvm::Error Planner::checkInPlaceInput(StringRef In) const {
  fs::file_status St;
  if (!fs::status(In, St, /*follow=*/false) &&
      St.type() == fs::file_type::symlink_file && !fs::is_directory(In))
    return usageError("'" + In +
                      "' is a symbolic link; translate its target '" +
                      canonicalPath(In) + "' in place instead");
  return llvm::Error::success();
}

llvm::Error Planner::planDirectory(StringRef Input, StringRef OutRoot,
                                   std::vector<Job> &Jobs,
                                   std::vector<FileResult> &Skipped) {
  TreeListing Listing;
  std::vector<fs::UniqueID> Excluded;
  for (const std::string &Dir : Options.ExcludeDirs)
    if (fs::UniqueID Id; !fs::getUniqueID(Dir, Id))
      Excluded.push_back(Id);
  // In place, a link is left as it is: its target is translated where it
  // lives, and the link still leads there.
  if (llvm::Error E =
          listTree(Input, Excluded, /*FileLinks=*/!OutRoot.empty(), Listing))
    return E;
  std::vector<std::string> &Files = Listing.Files;
  for (FileResult &R : Listing.Skipped)
    Skipped.push_back(std::move(R));
  std::string ManifestRoot(Options.Output);
  if (!OutRoot.empty())
    Roots.emplace_back(canonicalPath(Input), canonicalPath(OutRoot));
  // Each output folder is no more open than the input folder it mirrors.
  if (!OutRoot.empty())
    for (const auto &[Dir, Mode] : Listing.Folders) {
      llvm::SmallString<256> Out(OutRoot);
      path::append(Out, StringRef(Dir).drop_front(Input.size()));
      FolderModes[StringRef(Out).drop_front(ManifestRoot.size()).trim('/')] =
          Mode;
    }
  for (const std::string &F : Files) {
    StringRef Rel = StringRef(F).drop_front(Input.size());
    while (!Rel.empty() && path::is_separator(Rel.front()))
      Rel = Rel.drop_front();
    Job J = makeJob(F, "", "", "", true);
    if (auto It = Listing.LinkTargets.find(F); It != Listing.LinkTargets.end())
      J.ReadFrom = It->second;
    if (!OutRoot.empty()) {
      llvm::SmallString<256> Out(OutRoot);
      path::append(Out, Rel);
      J.Output = std::string(Out);
      J.ManifestDir = ManifestRoot;
      J.RelPath =
          StringRef(J.Output).drop_front(ManifestRoot.size()).ltrim('/').str();
    }
    Jobs.push_back(std::move(J));
  }
  return llvm::Error::success();
}
