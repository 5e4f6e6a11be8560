//===- ProjectFlags.cpp - Where an open file's build flags come from ------===//
#include "ProjectFlags.h"
#include "cu2hip/Driver/CompileCommands.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"

using namespace cu2hip;
using namespace cu2hip::lsp;
using llvm::StringRef;
namespace path = llvm::sys::path;

/// \p Folder/\p Name if it exists (a folder or a FIFO there is found, and
/// said to be unusable, as a file the user meant would be).
static std::string existing(StringRef Folder, StringRef Name) {
  llvm::SmallString<256> File(Folder);
  path::append(File, Name);
  return llvm::sys::fs::exists(File) ? std::string(File) : std::string();
}

FlagsSource cu2hip::lsp::findFlagsSource(StringRef Path, StringRef Dir) {
  using Kind = FlagsSource::Kind;
  if (!Dir.empty())
    if (std::string Database = existing(Dir, "compile_commands.json");
        !Database.empty())
      return {Kind::Database, Database};
  for (StringRef Folder = path::parent_path(Path); !Folder.empty();
       Folder = path::parent_path(Folder)) {
    if (Dir.empty())
      if (std::string Database = existing(Folder, "compile_commands.json");
          !Database.empty())
        return {Kind::Database, Database};
    if (std::string Flags = existing(Folder, "compile_flags.txt");
        !Flags.empty())
      return {Kind::FlagsFile, Flags};
  }
  return {};
}

Finding cu2hip::lsp::wholeFileFinding(DiagKind Kind, std::string Message) {
  return Finding(Kind, 0, 0, 0, std::move(Message), "");
}

std::vector<Finding> cu2hip::lsp::useFlags(const FlagsSource &Source,
                                           StringRef Path,
                                           DriverOptions &Driver) {
  std::vector<Finding> Findings;
  switch (Source.K) {
  case FlagsSource::Kind::Defaults:
    break;
  case FlagsSource::Kind::Database:
    Driver.CompileCommands = Source.Path;
    break;
  case FlagsSource::Kind::FlagsFile: {
    llvm::Expected<CompileCommand> Flags = loadCompileFlags(Source.Path, Path);
    if (!Flags) {
      Findings.push_back(wholeFileFinding(
          DiagKind::CompileCommand,
          "compile_flags.txt not used: " + llvm::toString(Flags.takeError())));
      break;
    }
    // Where a database's flags go (BuildFlags::argsFor): before the user's.
    std::vector<std::string> &Args = Driver.Frontend.ExtraArgs;
    Args.insert(Args.begin(), Flags->ClangArgs.begin(), Flags->ClangArgs.end());
    for (const std::string &Warning : Flags->Warnings)
      Findings.push_back(wholeFileFinding(DiagKind::CompileCommand,
                                          "compile_flags.txt: " + Warning));
    break;
  }
  }
  return Findings;
}
