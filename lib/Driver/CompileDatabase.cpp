//===- CompileDatabase.cpp - compile_commands.json in and out -------------===//
///
/// \file
/// Loading the user's compile_commands.json (each entry through
/// translateCommandLine) and writing the translated tree's own, with hipcc
/// command lines, so that clangd and IDEs work on the output.
///
//===----------------------------------------------------------------------===//
#include "CompileCommandsSupport.h"
#include "cu2hip/Driver/CompileCommands.h"
#include "cu2hip/Support/FileAccess.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/SmallString.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/JSON.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/raw_ostream.h"
#include <algorithm>

using namespace cu2hip;
using llvm::StringRef;
namespace path = llvm::sys::path;

static llvm::Error databaseError(const llvm::Twine &Message) {
  return llvm::createStringError(llvm::inconvertibleErrorCode(), Message);
}

/// llvm::json::parse recurses once per level of nesting (and so does
/// destroying the value): 50,000 `[` overflowed the stack. A database nests
/// 3 deep (the list, an entry, its arguments).
constexpr unsigned MaxJsonNesting = 256;

/// The offset of the first `[` or `{` of \p Text nested more than
/// MaxJsonNesting deep, if any. Exact for JSON text, and up to the first
/// syntax error (where the parser stops) for any text.
static std::optional<size_t> pastMaxNesting(StringRef Text) {
  unsigned Depth = 0;
  bool InString = false;
  for (size_t I = 0; I < Text.size(); ++I) {
    char C = Text[I];
    if (InString) {
      if (C == '\\')
        ++I;
      else if (C == '"')
        InString = false;
    } else if (C == '"') {
      InString = true;
    } else if (C == '[' || C == '{') {
      if (++Depth > MaxJsonNesting)
        return I;
    } else if ((C == ']' || C == '}') && Depth > 0) {
      --Depth;
    }
  }
  return std::nullopt;
}

llvm::Expected<std::vector<CompileCommand>>
cu2hip::loadCompileCommands(StringRef BuildDir) {
  llvm::SmallString<256> Path(absolutePath(BuildDir, ""));
  if (!llvm::sys::fs::exists(Path))
    return databaseError("'" + BuildDir +
                         "' does not exist; pass the build directory that "
                         "holds compile_commands.json");
  if (llvm::sys::fs::is_directory(Path)) {
    path::append(Path, "compile_commands.json");
    if (!llvm::sys::fs::exists(Path))
      return databaseError("no compile_commands.json in '" + BuildDir +
                           "'; generate one with "
                           "CMAKE_EXPORT_COMPILE_COMMANDS=ON or bear");
  }
  // The database may be a FIFO or /dev/zero by mistake: read it bounded.
  llvm::Expected<std::unique_ptr<llvm::MemoryBuffer>> Buffer =
      readRegularFile(Path, read_limit::CompileDatabase, "a compile database");
  if (!Buffer)
    return databaseError(llvm::toString(Buffer.takeError()));
  StringRef Text = (*Buffer)->getBuffer();
  if (std::optional<size_t> Deep = pastMaxNesting(Text)) {
    StringRef Before = Text.take_front(*Deep);
    size_t LineStart = Before.find_last_of("\r\n") + 1; // npos + 1 == 0
    return databaseError(
        "'" + Path + "':" + llvm::Twine(Before.count('\n') + 1) + ":" +
        llvm::Twine(*Deep - LineStart + 1) + ": nested deeper than " +
        llvm::Twine(MaxJsonNesting) + " levels (a compile database needs 3)");
  }
  llvm::Expected<llvm::json::Value> Json = llvm::json::parse(Text);
  if (!Json)
    return databaseError("'" + Path + "' is not valid JSON: " +
                         llvm::toString(Json.takeError()));
  const llvm::json::Array *Entries = Json->getAsArray();
  if (!Entries)
    return databaseError("'" + Path +
                         "': expected a JSON array of compile commands");

  StringRef DatabaseDir = path::parent_path(Path);
  std::vector<CompileCommand> Commands;
  for (size_t I = 0; I < Entries->size(); ++I) {
    std::string Where =
        "'" + Path.str().str() + "': entry " + std::to_string(I + 1);
    const llvm::json::Object *Entry = (*Entries)[I].getAsObject();
    if (!Entry)
      return databaseError(Where + " is not an object");
    std::optional<StringRef> Directory = Entry->getString("directory");
    if (!Directory)
      return databaseError(Where + " has no \"directory\" string");
    std::optional<StringRef> File = Entry->getString("file");
    if (!File)
      return databaseError(Where + " has no \"file\" string");

    std::vector<std::string> Argv;
    if (const llvm::json::Value *Arguments = Entry->get("arguments")) {
      const llvm::json::Array *List = Arguments->getAsArray();
      if (!List)
        return databaseError(Where +
                             ": \"arguments\" is not an array of strings");
      for (const llvm::json::Value &A : *List) {
        std::optional<StringRef> S = A.getAsString();
        if (!S)
          return databaseError(Where +
                               ": \"arguments\" is not an array of strings");
        Argv.push_back(S->str());
      }
    } else if (std::optional<StringRef> Command = Entry->getString("command")) {
      Argv = splitShellWords(*Command);
    } else {
      return databaseError(
          Where + " has neither \"arguments\" nor a \"command\" string");
    }
    if (Argv.empty())
      return databaseError(Where + " has an empty command");
    std::string AbsDirectory = absolutePath(*Directory, DatabaseDir);
    Commands.push_back(translateCommandLine(Argv, AbsDirectory, *File));
  }

  llvm::stable_sort(Commands,
                    [](const CompileCommand &A, const CompileCommand &B) {
                      return A.File < B.File;
                    });
  Commands.erase(
      std::unique(Commands.begin(), Commands.end(),
                  [](const CompileCommand &A, const CompileCommand &B) {
                    return A.File == B.File;
                  }),
      Commands.end());
  return Commands;
}

llvm::Expected<CompileCommand> cu2hip::loadCompileFlags(StringRef FlagsFile,
                                                        StringRef File) {
  std::string Path = absolutePath(FlagsFile, "");
  llvm::Expected<std::unique_ptr<llvm::MemoryBuffer>> Buffer =
      readRegularFile(Path, read_limit::CompileFlags, "a compile_flags.txt");
  if (!Buffer)
    return databaseError(llvm::toString(Buffer.takeError()));
  // Clang's flags, not a compiler's command: the clang driver reads them.
  std::vector<std::string> Argv = {"clang++"};
  llvm::SmallVector<StringRef, 32> Lines;
  (*Buffer)->getBuffer().split(Lines, '\n');
  for (StringRef Line : Lines)
    if (!Line.trim().empty())
      Argv.push_back(Line.trim().str());
  return translateCommandLine(Argv, path::parent_path(Path), File);
}

/// The output folder that stands to \p Dir as the output tree stands to the
/// input tree below it, for an absolute include folder above the input.
static std::optional<std::string> aboveOutput(
    llvm::function_ref<std::optional<std::string>(StringRef)> OutputAbove,
    StringRef Dir) {
  if (!OutputAbove || !path::is_absolute(Dir))
    return std::nullopt;
  return OutputAbove(Dir);
}

OutputCompileCommand cu2hip::hipCompileCommand(
    const CompileCommand &Command, StringRef OutputFile,
    llvm::ArrayRef<std::string> OffloadArchs,
    llvm::function_ref<std::string(StringRef)> MapPath,
    llvm::function_ref<std::optional<std::string>(StringRef)> OutputAbove) {
  OutputCompileCommand Out;
  Out.File = OutputFile.str();
  Out.Directory = MapPath(Command.Directory);
  std::vector<std::string> &Args = Out.Arguments;
  Args.emplace_back("hipcc");
  if (Command.IsCuda) {
    Args.emplace_back("-x");
    Args.emplace_back("hip");
    for (const std::string &Arch : OffloadArchs)
      Args.push_back("--offload-arch=" + Arch);
  }
  for (size_t I = 0; I < Command.ClangArgs.size(); ++I) {
    StringRef Arg = Command.ClangArgs[I];
    if (Arg.starts_with("-I")) {
      StringRef Dir = Arg.drop_front(2);
      if (std::optional<std::string> Above = aboveOutput(OutputAbove, Dir))
        Args.push_back("-I" + *Above);
      Args.push_back("-I" + MapPath(Dir));
      continue;
    }
    bool DirFollows =
        Arg == "-isystem" || Arg == "-iquote" || Arg == "-idirafter";
    bool PathFollows = DirFollows || Arg == "-include";
    if (!PathFollows || I + 1 == Command.ClangArgs.size()) {
      Args.push_back(Arg.str());
      continue;
    }
    StringRef Value = Command.ClangArgs[++I];
    if (std::optional<std::string> Above = aboveOutput(OutputAbove, Value);
        Above && DirFollows)
      Args.insert(Args.end(), {Arg.str(), *Above});
    Args.push_back(Arg.str());
    // A relative -include is searched for, not a path to map.
    Args.push_back(path::is_absolute(Value) ? MapPath(Value) : Value.str());
  }
  if (Command.IsCuda && Command.Rdc)
    Args.emplace_back("-fgpu-rdc");
  Args.emplace_back("-c");
  Args.push_back(Out.File);
  return Out;
}

/// JSON strings are UTF-8: a path or flag that is not (read from a response
/// file in Latin-1, say) is written with U+FFFD for its bad bytes, as
/// json::Value would, without its assertion.
static std::string jsonString(StringRef S) {
  return llvm::json::isUTF8(S) ? S.str() : llvm::json::fixUTF8(S);
}

std::string
cu2hip::renderCompileCommands(llvm::ArrayRef<OutputCompileCommand> Commands) {
  std::vector<const OutputCompileCommand *> Sorted;
  for (const OutputCompileCommand &C : Commands)
    Sorted.push_back(&C);
  llvm::stable_sort(
      Sorted, [](const OutputCompileCommand *A, const OutputCompileCommand *B) {
        return A->File < B->File;
      });
  std::string Text;
  llvm::raw_string_ostream OS(Text);
  llvm::json::OStream J(OS, /*IndentSize=*/2);
  J.array([&] {
    for (const OutputCompileCommand *C : Sorted)
      J.object([&] {
        J.attribute("directory", jsonString(C->Directory));
        J.attribute("file", jsonString(C->File));
        J.attributeArray("arguments", [&] {
          for (const std::string &A : C->Arguments)
            J.value(jsonString(A));
        });
      });
  });
  OS << "\n";
  return Text;
}
