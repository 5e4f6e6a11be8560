//===- ClangArguments.cpp - The arguments after `--` ----------------------===//
#include "cu2hip/Driver/ClangArguments.h"
#include "clang/Tooling/CompilationDatabase.h"
#include "llvm/ADT/StringRef.h"

using namespace cu2hip;

llvm::Expected<std::vector<std::string>>
cu2hip::splitClangArguments(int &Argc, const char *const *Argv) {
  int All = Argc;
  std::string Problem;
  std::unique_ptr<clang::tooling::FixedCompilationDatabase> Database =
      clang::tooling::FixedCompilationDatabase::loadFromCommandLine(Argc, Argv,
                                                                    Problem);
  if (!Database) {
    if (Argc == All) // no `--`
      return std::vector<std::string>();
    return llvm::createStringError(
        "the arguments after '--' give Clang nothing to compile (" +
        llvm::StringRef(Problem).trim() + ")");
  }
  // The command line for a file is Clang's tool name, the arguments, then
  // the file.
  std::vector<std::string> Line =
      Database->getCompileCommands("placeholder.cu").front().CommandLine;
  return std::vector<std::string>(Line.begin() + 1, Line.end() - 1);
}
