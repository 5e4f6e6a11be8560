//===- Planner.cpp - Which files, written where ---------------------------===//
#include "Jobs.h"
#include "OutputFiles.h"
#include "cu2hip/BuildScripts.h"
#include "cu2hip/Frontend.h"
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
  return llvm::createStringError(std::make_error_code(std::errc::invalid_argument), Message);
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

/// Every regular file under \p Root, sorted so output order never depends on
/// the file system. Symlinks are not followed.
static llvm::Error listTree(StringRef Root, std::vector<std::string> &Files,
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

Job cu2hip::driver::makeJob(StringRef Input, StringRef Output, StringRef ManifestDir,
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
static JobKind explicitKind(StringRef Path) {
  return kindOf(Path) == JobKind::BuildScript ? JobKind::BuildScript
                                              : JobKind::Source;
}

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
        canonicalPath(In) == canonicalPath(Options.Output))
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
  std::string OutReal = canonicalPath(Options.Output);
  for (const std::string &In : Options.Inputs) {
    if (fs::is_directory(In) && isWithin(OutReal, canonicalPath(In)))
      return usageError("output directory '" + Options.Output +
                        "' is inside the input directory '" + In + "'");
    if (!fs::is_directory(In) && canonicalPath(In) ==
                                     canonicalPath(Options.Output + "/" +
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
    Roots.push_back({canonicalPath(In), canonicalPath(Out)});
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
    Roots.push_back({canonicalPath(Input), canonicalPath(OutRoot)});
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


