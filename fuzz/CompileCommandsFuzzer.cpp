//===- CompileCommandsFuzzer.cpp - Fuzz the compile database reader -------===//
///
/// \file
/// libFuzzer target for what cu2hip reads of a user's build:
/// loadCompileCommands (compile_commands.json) and translateCommandLine (an
/// nvcc, clang or gcc command line, response files included). The first
/// byte of an input picks what the rest is:
///   bit 0     the rest is compile_commands.json text (else a command line)
///   bit 1     a command line is split into words as a shell would (else one
///             word a line)
///   bits 2-3  the compiler put in front: nvcc, clang++, g++, none (the
///             input names its own)
///   bit 4     the entry's file is given (`a.cu`) rather than inferred
/// The text up to the first NUL byte is the database or the command line;
/// what follows it is written as the response file `rsp` beside it (the
/// dictionary has `@rsp` and `--options-file rsp`).
///
/// Besides "no crash, no sanitizer report": reading is deterministic; a
/// command's file and directory are absolute; its Clang arguments are
/// never empty, are `-I/abs`, `-D..`, `-U..`, `-std=..`, or `-isystem`,
/// `-iquote`, `-idirafter` with an absolute folder and `-include` with a
/// file; folders have no `.` or `..` parts; architectures are sm_/compute_
/// names, once each; the hipcc command written for the translated tree
/// (hipCompileCommand, then renderCompileCommands as a database) reads back
/// as the same Clang arguments (through JSON where they are UTF-8; the text
/// is JSON in any case); a database that loads is sorted by file,
/// each file once; a refused one has a message that names it.
///
//===----------------------------------------------------------------------===//
#include "cu2hip/Driver/CompileCommands.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/SmallString.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringSet.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/JSON.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/StringSaver.h"
#include "llvm/Support/raw_ostream.h"
#include <cstdint>
#include <cstdlib>

using namespace cu2hip;
using llvm::StringRef;
namespace path = llvm::sys::path;

namespace {

[[noreturn]] void fail(const llvm::Twine &What) {
  llvm::errs() << "invariant broken: " << What << "\n";
  std::abort();
}

/// One folder for every input: the database, the response file, and the
/// working directory of the commands. Removed at exit.
const std::string &workDir() {
  // Never destroyed: the exit handler below runs after static destructors.
  static const std::string &Dir = *new std::string([] {
    llvm::SmallString<128> P;
    if (llvm::sys::fs::createUniqueDirectory("cu2hip-fuzz-compdb", P))
      fail("cannot create a temporary folder");
    llvm::sys::fs::real_path(P, P); // /tmp may be a link
    std::atexit([] { llvm::sys::fs::remove_directories(workDir()); });
    return std::string(P);
  }());
  return Dir;
}

std::string inWorkDir(StringRef Name) {
  llvm::SmallString<128> P(workDir());
  path::append(P, Name);
  return std::string(P);
}

void writeFile(StringRef Name, StringRef Text) {
  std::error_code EC;
  llvm::raw_fd_ostream OS(inWorkDir(Name), EC);
  if (EC)
    fail("cannot write " + inWorkDir(Name));
  OS << Text;
}

/// Absolute, without `.`/`..` parts or a trailing separator.
bool isCleanAbsolute(StringRef P) {
  if (!path::is_absolute(P))
    return false;
  if (P.size() > 1 && path::is_separator(P.back()))
    return false;
  for (auto It = path::begin(P), End = path::end(P); It != End; ++It)
    if (*It == "." || *It == "..")
      return false;
  return true;
}

std::string describe(const CompileCommand &C) {
  std::string S;
  llvm::raw_string_ostream OS(S);
  OS << "file '" << C.File << "' dir '" << C.Directory << "' compiler '"
     << C.Compiler << "' cuda " << C.IsCuda << " rdc " << C.Rdc << "\n  args:";
  for (const std::string &A : C.ClangArgs)
    OS << " [" << A << "]";
  OS << "\n  toolkit:";
  for (const std::string &A : C.ToolkitIncludeDirs)
    OS << " [" << A << "]";
  OS << "\n  archs:";
  for (const std::string &A : C.CudaArchs)
    OS << " [" << A << "]";
  OS << "\n  warnings:";
  for (const std::string &A : C.Warnings)
    OS << " [" << A << "]";
  return S;
}

bool sameCommand(const CompileCommand &A, const CompileCommand &B) {
  return A.File == B.File && A.Directory == B.Directory &&
         A.ClangArgs == B.ClangArgs &&
         A.ToolkitIncludeDirs == B.ToolkitIncludeDirs &&
         A.CudaArchs == B.CudaArchs && A.IsCuda == B.IsCuda && A.Rdc == B.Rdc &&
         A.Compiler == B.Compiler && A.Warnings == B.Warnings;
}

/// The promises of CompileCommand's documentation.
void checkCommand(const CompileCommand &C) {
  auto Fail = [&](const llvm::Twine &What) {
    fail(What + "\n  " + describe(C));
  };
  if (!C.File.empty() && !isCleanAbsolute(C.File))
    Fail("the file is not a clean absolute path");
  if (!isCleanAbsolute(C.Directory))
    Fail("the directory is not a clean absolute path");
  const std::vector<std::string> &Args = C.ClangArgs;
  for (size_t I = 0; I < Args.size(); ++I) {
    StringRef A = Args[I];
    if (A == "-isystem" || A == "-iquote" || A == "-idirafter") {
      if (I + 1 == Args.size() || !isCleanAbsolute(Args[I + 1]))
        Fail("'" + A + "' is not followed by a clean absolute folder");
      ++I;
      continue;
    }
    if (A == "-include") {
      if (I + 1 == Args.size() || Args[I + 1].empty())
        Fail("'-include' is not followed by a file");
      ++I;
      continue;
    }
    if (A.starts_with("-I")) {
      if (!isCleanAbsolute(A.drop_front(2)))
        Fail("'" + A + "' is not a clean absolute folder");
      continue;
    }
    if ((A.starts_with("-D") || A.starts_with("-U")) && A.size() > 2)
      continue;
    if (A.starts_with("-std=") && A.size() > 5)
      continue;
    Fail("unexpected Clang argument '" + A + "'");
  }
  llvm::StringSet<> Seen;
  for (StringRef Dir : C.ToolkitIncludeDirs)
    if (!isCleanAbsolute(Dir) || !Seen.insert(Dir).second)
      Fail("toolkit folder '" + Dir + "' is not clean, absolute, once");
  Seen.clear();
  for (StringRef Arch : C.CudaArchs) {
    bool Named = (Arch.starts_with("sm_") && Arch.size() > 3) ||
                 (Arch.starts_with("compute_") && Arch.size() > 8);
    if (!Named || Arch.trim() != Arch || !Seen.insert(Arch).second)
      Fail("architecture '" + Arch + "' is not an NVIDIA name, once");
  }
  for (StringRef W : C.Warnings)
    if (W.empty())
      Fail("an empty warning");
}

/// The translated tree's hipcc command reads back as the same arguments,
/// directly and through a rendered compile_commands.json.
void checkRoundTrip(const CompileCommand &C) {
  if (C.File.empty())
    return;
  auto Same = [](StringRef P) { return P.str(); };
  OutputCompileCommand Out = hipCompileCommand(C, C.File, {"gfx90a"}, Same);
  CompileCommand Back =
      translateCommandLine(Out.Arguments, Out.Directory, C.File);
  if (Back.ClangArgs != C.ClangArgs)
    fail("the hipcc command reads back differently\n  before: " + describe(C) +
         "\n  after:  " + describe(Back));

  std::string Json = renderCompileCommands({Out});
  // JSON holds UTF-8 only: other bytes are written as U+FFFD, so such a
  // command cannot read back the same; its text must still be JSON.
  bool Utf8 = llvm::json::isUTF8(Out.Directory) &&
              llvm::json::isUTF8(Out.File) &&
              llvm::all_of(Out.Arguments,
                           [](StringRef A) { return llvm::json::isUTF8(A); });
  if (!Utf8) {
    llvm::Expected<llvm::json::Value> Parsed = llvm::json::parse(Json);
    if (!Parsed)
      fail("the rendered database is not JSON: " +
           llvm::toString(Parsed.takeError()) + "\n" + Json);
    return;
  }
  writeFile("out/compile_commands.json", Json);
  llvm::Expected<std::vector<CompileCommand>> Loaded =
      loadCompileCommands(inWorkDir("out"));
  if (!Loaded)
    fail("the rendered database does not load: " +
         llvm::toString(Loaded.takeError()) + "\n" + Json);
  if (Loaded->size() != 1 || (*Loaded)[0].ClangArgs != C.ClangArgs)
    fail("the rendered database reads back differently\n" + Json +
         "\n  before: " + describe(C));
}

void fuzzCommandLine(uint8_t Options, StringRef Text) {
  std::vector<std::string> Argv;
  switch ((Options >> 2) & 3) {
  case 0:
    Argv.push_back("/usr/local/cuda/bin/nvcc");
    break;
  case 1:
    Argv.push_back("clang++");
    break;
  case 2:
    Argv.push_back("g++");
    break;
  case 3:
    break;
  }
  if (Options & 2) {
    llvm::BumpPtrAllocator Alloc;
    llvm::StringSaver Saver(Alloc);
    llvm::SmallVector<const char *, 32> Words;
    llvm::cl::TokenizeGNUCommandLine(Text, Saver, Words);
    for (const char *W : Words)
      if (W)
        Argv.emplace_back(W);
  } else {
    llvm::SmallVector<StringRef, 32> Lines;
    Text.split(Lines, '\n');
    Argv.insert(Argv.end(), Lines.begin(), Lines.end());
  }
  StringRef File = (Options & 16) ? "a.cu" : "";
  CompileCommand C = translateCommandLine(Argv, workDir(), File);
  checkCommand(C);
  if (!sameCommand(C, translateCommandLine(Argv, workDir(), File)))
    fail("reading a command line twice gives two results\n  " + describe(C));
  checkRoundTrip(C);
}

void fuzzDatabase(StringRef Text) {
  writeFile("compile_commands.json", Text);
  llvm::Expected<std::vector<CompileCommand>> Commands =
      loadCompileCommands(workDir());
  if (!Commands) {
    std::string Message = llvm::toString(Commands.takeError());
    if (!StringRef(Message).contains("compile_commands.json"))
      fail("a refused database's message does not name it: " + Message);
    return;
  }
  for (size_t I = 0; I < Commands->size(); ++I) {
    const CompileCommand &C = (*Commands)[I];
    checkCommand(C);
    if (I > 0 && !((*Commands)[I - 1].File < C.File))
      fail("commands not sorted by file, or a file twice: '" + C.File + "'");
  }
  llvm::Expected<std::vector<CompileCommand>> Again =
      loadCompileCommands(workDir());
  if (!Again || Again->size() != Commands->size() ||
      !llvm::all_of(llvm::zip(*Commands, *Again), [](const auto &P) {
        return sameCommand(std::get<0>(P), std::get<1>(P));
      }))
    fail("loading a database twice gives two results");
  for (const CompileCommand &C : llvm::ArrayRef(*Commands).take_front(8))
    checkRoundTrip(C);
}

} // namespace

extern "C" int LLVMFuzzerInitialize(int *, char ***) {
  llvm::sys::fs::create_directories(inWorkDir("out"));
  return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *Data, size_t Size) {
  if (Size == 0)
    return 0;
  uint8_t Options = Data[0];
  StringRef Rest(reinterpret_cast<const char *>(Data) + 1, Size - 1);
  auto [Text, Response] = Rest.split('\0');
  if (Rest.contains('\0'))
    writeFile("rsp", Response);
  else
    llvm::sys::fs::remove(inWorkDir("rsp"));
  if (Options & 1)
    fuzzDatabase(Text);
  else
    fuzzCommandLine(Options, Text);
  return 0;
}
