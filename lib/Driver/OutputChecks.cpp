//===- OutputChecks.cpp - Refuse what cu2hip must not write ---------------===//
///
/// \file
/// Checked before anything is written, so that a refusal never leaves a
/// half-written output: inputs are never overwritten, nor files cu2hip did
/// not write or that were edited since (without --force), nor backups.
///
//===----------------------------------------------------------------------===//
#include "OutputChecks.h"
#include "cu2hip/Support/Depfile.h"
#include "cu2hip/Support/FileAccess.h"
#include "cu2hip/Support/OutputRoot.h"
#include "llvm/ADT/StringSet.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"

using namespace cu2hip;
using namespace cu2hip::driver;
using llvm::StringRef;
namespace fs = llvm::sys::fs;

OutputFolders::Use cu2hip::driver::folderUse(const Job &J,
                                             StringRef OutputTree) {
  if (J.Output.empty())
    return OutputFolders::InPlace;
  return J.ManifestDir == OutputTree ? OutputFolders::Tree
                                     : OutputFolders::FileFolder;
}

static bool holdsFiles(StringRef Dir) {
  std::error_code EC;
  return fs::directory_iterator(Dir, EC) != fs::directory_iterator();
}

/// A file written beside the translation, at canonical path \p C (\p Where
/// names it for messages), is never an input or a translation.
static llvm::Error
checkNotInputOrOutput(StringRef Where, StringRef C,
                      const llvm::StringMap<std::string> &Inputs,
                      const llvm::StringMap<std::string> &Outputs) {
  if (auto It = Inputs.find(C); It != Inputs.end())
    return usageError(Where + ": would overwrite the input '" + It->second +
                      "'; cu2hip never overwrites an input");
  if (auto It = Outputs.find(C); It != Outputs.end())
    return usageError(Where + ": would overwrite the translation of '" +
                      It->second + "'");
  return llvm::Error::success();
}

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
    if (llvm::Error E = checkNotInputOrOutput(Where, C, Inputs, Outputs))
      return E;
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

llvm::Error cu2hip::driver::checkDepfile(
    const DriverOptions &Options, const llvm::StringMap<std::string> &Inputs,
    const llvm::StringMap<std::string> &Outputs, StringRef Target) {
  const std::string &Path = Options.DepFile;
  std::string Where = "--depfile " + Path;
  std::string C = canonicalPath(Path);
  if (llvm::Error E = checkNotInputOrOutput(Where, C, Inputs, Outputs))
    return E;
  for (const SideOutput &S : Options.SideOutputs)
    if (!isStreamPath(S.Path) && canonicalPath(S.Path) == C)
      return usageError(Where + ": also named by " + S.Option);
  fs::file_status St;
  if (fs::status(Path, St, /*follow=*/false))
    return llvm::Error::success(); // nothing there yet
  if (St.type() == fs::file_type::symlink_file)
    return usageError(Where + ": is a symbolic link; cu2hip does not write "
                              "through links");
  if (St.type() != fs::file_type::regular_file)
    return usageError(Where + ": is " + describeFileType(St.type()) +
                      ", not a regular file");
  auto Existing = readRegularFile(Path, read_limit::Report, "a depfile");
  if (!Existing)
    return usageError(Where + ": " + llvm::toString(Existing.takeError()));
  if (!Options.Force &&
      !(*Existing)->getBuffer().starts_with(escapeForDepfile(Target) + ":"))
    return usageError(Where +
                      ": the file exists and is not the depfile "
                      "cu2hip writes for '" +
                      Target + "'; use --force to overwrite it");
  return llvm::Error::success();
}

llvm::Error
cu2hip::driver::checkOutputs(const std::vector<Job> &Jobs,
                             const DriverOptions &Options, StringRef OutputTree,
                             OutputFolders &Folders,
                             llvm::StringMap<OutputManifest> &Manifests) {
  llvm::StringMap<std::string> Inputs, Outputs;
  for (const Job &J : Jobs)
    if (J.Kind != JobKind::Generated)
      Inputs.try_emplace(
          J.Canonical.empty() ? canonicalPath(J.Input) : J.Canonical, J.Input);
  for (const Job &J : Jobs) {
    if (J.Output.empty() || J.Stream)
      continue; // in place (checked once rendered), or a stream
    std::string Out = canonicalPath(J.Output);
    if (auto It = Inputs.find(Out); It != Inputs.end())
      return usageError("output '" + J.Output +
                        "' would overwrite the input '" + It->second +
                        "'; cu2hip never overwrites an input, "
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

llvm::Error cu2hip::driver::checkBackups(
    const std::vector<Job> &Jobs,
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
                        "before translating '" +
                        J.Input + "' in place");
  }
  return llvm::Error::success();
}
