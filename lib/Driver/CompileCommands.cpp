//===- CompileCommands.cpp - The user's build, as Clang arguments ---------===//
///
/// \file
/// translateCommandLine: a build's compiler command line (nvcc, clang, gcc)
/// read into the few arguments that change how cu2hip parses a file. The
/// options understood are rows in CompilerOptions.def; this file is the
/// engine that applies them.
///
//===----------------------------------------------------------------------===//
#include "cu2hip/Driver/CompileCommands.h"
#include "CompileCommandsSupport.h"
#include "cu2hip/Support/FileAccess.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/SmallString.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/ADT/StringSet.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include <algorithm>
#include <optional>

using namespace cu2hip;
using llvm::StringRef;
namespace path = llvm::sys::path;

namespace {

enum class OptionAction {
  IncludeDir,
  SystemDir,
  QuoteDir,
  AfterDir,
  Define,
  Undefine,
  Std,
  PreInclude,
  Language,
  GpuArch,
  GenCode,
  HostOptions,
  Rdc,
  RdcOn,
  RdcOff,
  ResponseFile,
  Drop
};
enum class OptionValue { None, Required, Bool };
enum class OptionSpelling { Exact, Joined };

struct OptionInfo {
  StringRef Name;
  OptionAction Action;
  OptionValue Value;
  OptionSpelling Spelling;
};

constexpr OptionInfo AllOptions[] = {
#define CU2HIP_OPTION(NAME, ACTION, VALUE, JOINED)                             \
  {NAME, OptionAction::ACTION, OptionValue::VALUE, OptionSpelling::JOINED},
#include "CompilerOptions.def"
};

const OptionInfo *findOption(StringRef Name) {
  static const llvm::StringMap<const OptionInfo *> ByName = [] {
    llvm::StringMap<const OptionInfo *> Map;
    for (const OptionInfo &O : AllOptions) {
      bool Inserted = Map.try_emplace(O.Name, &O).second;
      (void)Inserted;
      assert(Inserted && "CompilerOptions.def lists a name twice");
    }
    return Map;
  }();
  auto It = ByName.find(Name);
  return It == ByName.end() ? nullptr : It->second;
}

/// The option whose joined spelling `-NAMEvalue` starts \p Body (longest
/// name first, so `-isystem/x` is not `-i...`), with the value in \p Rest.
const OptionInfo *findJoinedOption(StringRef Body, StringRef &Rest) {
  static const std::vector<const OptionInfo *> Joined = [] {
    std::vector<const OptionInfo *> List;
    for (const OptionInfo &O : AllOptions)
      if (O.Spelling == OptionSpelling::Joined)
        List.push_back(&O);
    llvm::stable_sort(List, [](const OptionInfo *A, const OptionInfo *B) {
      return A->Name.size() > B->Name.size();
    });
    return List;
  }();
  for (const OptionInfo *O : Joined)
    if (Body.starts_with(O->Name)) {
      Rest = Body.drop_front(O->Name.size());
      return O;
    }
  return nullptr;
}

enum class CompilerKind { Nvcc, Clang, Gnu };

StringRef programName(StringRef Argv0) {
  StringRef Name = path::filename(Argv0);
  Name.consume_back(".exe");
  return Name;
}

bool isLauncher(StringRef Argv0) {
  StringRef Name = programName(Argv0);
  return Name == "ccache" || Name == "sccache" || Name == "distcc" ||
         Name == "icecc" || Name == "buildcache";
}

CompilerKind compilerKind(StringRef Argv0) {
  std::string Name = programName(Argv0).lower();
  if (StringRef(Name).contains("nvcc"))
    return CompilerKind::Nvcc;
  if (StringRef(Name).contains("clang"))
    return CompilerKind::Clang;
  return CompilerKind::Gnu;
}

bool hasSourceExtension(StringRef File) {
  StringRef Ext = path::extension(File);
  return Ext == ".cu" || Ext == ".cpp" || Ext == ".cc" || Ext == ".cxx" ||
         Ext == ".c++" || Ext == ".cp" || Ext == ".C" || Ext == ".c" ||
         Ext == ".hip";
}

/// nvcc's list values (`-I a,b`, `-DX,Y`) are comma lists; a comma inside
/// parentheses belongs to a function-like macro.
llvm::SmallVector<StringRef, 4> splitCommaList(StringRef Value) {
  llvm::SmallVector<StringRef, 4> Pieces;
  int Depth = 0;
  size_t Start = 0;
  for (size_t I = 0; I <= Value.size(); ++I) {
    char C = I < Value.size() ? Value[I] : ',';
    if (C == '(')
      ++Depth;
    else if (C == ')' && Depth > 0)
      --Depth;
    else if (C == ',' && Depth == 0) {
      if (I > Start)
        Pieces.push_back(Value.slice(Start, I));
      Start = I + 1;
    }
  }
  return Pieces;
}

/// Whether \p Macro (`NAME`, `NAME=body`, `NAME(args)=body`) starts with a
/// macro name. Clang refuses the others (`-D=x`, `-D-x`) on its command line,
/// and `-D=x` written out would be read back as `-Dx`.
bool startsWithMacroName(StringRef Macro) {
  StringRef Name =
      Macro.take_until([](char C) { return C == '=' || C == '('; });
  return !Name.empty() && !llvm::isDigit(Name.front()) &&
         llvm::all_of(Name, [](char C) {
           return llvm::isAlnum(C) || C == '_' || C == '$' ||
                  static_cast<unsigned char>(C) >= 0x80; // UTF-8
         });
}

/// At most this many response files per command line, so that a file that
/// names itself ends.
constexpr unsigned MaxResponseFiles = 64;

/// Reads one command line into a CompileCommand. A HostOnly reader reads
/// the list given to -Xcompiler: gcc options, of which only those that
/// change parsing count, and no operands.
class CommandLineReader {
public:
  CommandLineReader(CompileCommand &Out, CompilerKind Kind, bool HostOnly)
      : Out(Out), Kind(Kind), HostOnly(HostOnly) {}

  void read(std::vector<std::string> Args);

  /// The `-x` language that applies to the input file, if any.
  std::optional<std::string> inputLanguage() const {
    if (Kind != CompilerKind::Nvcc && LanguageAtInput)
      return LanguageAtInput;
    return Language;
  }
  std::optional<std::string> inferredFile() const { return FirstSource; }

private:
  void apply(const OptionInfo &O, std::optional<StringRef> Value);
  void operand(StringRef Arg);
  void addDirectory(StringRef Flag, StringRef Dir);
  void addPreInclude(StringRef File);
  void addArch(StringRef Arch);
  /// Inserts the arguments in response file \p File into \p Args at \p At
  /// (\p File may point into \p Args).
  void expandResponseFile(StringRef File, std::vector<std::string> &Args,
                          size_t At);
  llvm::SmallVector<StringRef, 4> listValue(StringRef Value) const {
    if (Kind == CompilerKind::Nvcc)
      return splitCommaList(Value);
    return {Value};
  }

  CompileCommand &Out;
  CompilerKind Kind;
  bool HostOnly;
  std::optional<std::string> Language;
  std::optional<std::string> LanguageAtInput;
  std::optional<std::string> FirstSource;
  unsigned ResponseFiles = 0;
  llvm::StringSet<> Archs;
};

void CommandLineReader::read(std::vector<std::string> Args) {
  bool OptionsEnded = false;
  for (size_t I = 0; I < Args.size(); ++I) {
    StringRef Arg = Args[I];
    if (OptionsEnded || Arg == "-" || !Arg.starts_with("-")) {
      if (!HostOnly && Arg.starts_with("@"))
        expandResponseFile(Arg.drop_front(), Args, I + 1);
      else if (!HostOnly)
        operand(Arg);
      continue;
    }
    if (Arg == "--") {
      OptionsEnded = true;
      continue;
    }
    bool TwoDashes = Arg.starts_with("--");
    StringRef Body = Arg.drop_front(TwoDashes ? 2 : 1);
    auto [Name, Attached] = Body.split('=');
    bool HasEquals = Body.contains('=');
    auto NextValue = [&]() -> std::optional<StringRef> {
      if (I + 1 >= Args.size())
        return std::nullopt;
      return StringRef(Args[++I]);
    };

    if (const OptionInfo *O = findOption(Name)) {
      std::optional<StringRef> Value;
      if (HasEquals)
        Value = Attached;
      else if (O->Value == OptionValue::Required) {
        Value = NextValue();
        if (!Value)
          Out.Warnings.push_back("'" + Arg.str() +
                                 "' at the end of the command has no value");
      } else if (O->Value == OptionValue::Bool && I + 1 < Args.size() &&
                 (Args[I + 1] == "true" || Args[I + 1] == "false"))
        Value = NextValue();
      if (O->Action == OptionAction::ResponseFile) {
        if (Value && !HostOnly)
          expandResponseFile(*Value, Args, I + 1);
        continue;
      }
      apply(*O, Value);
      continue;
    }
    StringRef Rest;
    if (!TwoDashes)
      if (const OptionInfo *O = findJoinedOption(Body, Rest)) {
        apply(*O, Rest);
        continue;
      }
    // Unknown: dropped. If it takes a separate value, that value is left
    // as an operand, which is harmless: an operand is only the input when it
    // is the entry's file or, with no file given, has a source extension.
  }
}

void CommandLineReader::apply(const OptionInfo &O,
                              std::optional<StringRef> Value) {
  bool ForParsing =
      O.Action == OptionAction::IncludeDir ||
      O.Action == OptionAction::SystemDir ||
      O.Action == OptionAction::QuoteDir ||
      O.Action == OptionAction::AfterDir || O.Action == OptionAction::Define ||
      O.Action == OptionAction::Undefine || O.Action == OptionAction::Std ||
      O.Action == OptionAction::PreInclude;
  if (HostOnly && !ForParsing)
    return;
  if (O.Value == OptionValue::Required && (!Value || Value->empty()) &&
      O.Action != OptionAction::Drop)
    return;
  switch (O.Action) {
  case OptionAction::IncludeDir:
    for (StringRef Dir : listValue(*Value))
      addDirectory("-I", Dir);
    return;
  case OptionAction::SystemDir:
    for (StringRef Dir : listValue(*Value))
      addDirectory("-isystem", Dir);
    return;
  case OptionAction::QuoteDir:
    addDirectory("-iquote", *Value);
    return;
  case OptionAction::AfterDir:
    addDirectory("-idirafter", *Value);
    return;
  case OptionAction::Define:
  case OptionAction::Undefine: {
    StringRef Flag = O.Action == OptionAction::Define ? "-D" : "-U";
    for (StringRef Macro : listValue(*Value)) {
      if (startsWithMacroName(Macro))
        Out.ClangArgs.push_back((Flag + Macro).str());
      else
        Out.Warnings.push_back("'" + (Flag + Macro).str() +
                               "' names no macro: left out");
    }
    return;
  }
  case OptionAction::Std:
    Out.ClangArgs.push_back(("-std=" + *Value).str());
    return;
  case OptionAction::PreInclude:
    for (StringRef File : listValue(*Value))
      addPreInclude(File);
    return;
  case OptionAction::Language:
    Language = Value->str();
    return;
  case OptionAction::GpuArch:
    for (StringRef Arch : splitCommaList(*Value))
      addArch(Arch);
    return;
  case OptionAction::GenCode: {
    // arch=compute_80,code=[compute_80,sm_80] (also code="..." or code=sm_80)
    std::string Plain;
    for (char C : *Value)
      if (!StringRef("[]\"'").contains(C))
        Plain += C;
    for (StringRef Piece : splitCommaList(Plain)) {
      Piece.consume_front("arch=") || Piece.consume_front("code=");
      addArch(Piece);
    }
    return;
  }
  case OptionAction::HostOptions: {
    // -Xcompiler passes a comma list (words may be quoted together) to the
    // host compiler; only what changes parsing is kept.
    std::vector<std::string> HostArgs;
    for (const std::string &Token : splitShellWords(*Value))
      for (StringRef Piece : splitCommaList(Token))
        HostArgs.push_back(Piece.str());
    CommandLineReader Host(Out, CompilerKind::Gnu, /*HostOnly=*/true);
    Host.read(std::move(HostArgs));
    return;
  }
  case OptionAction::Rdc:
    if (!Value || Value->equals_insensitive("true"))
      Out.Rdc = true;
    else if (Value->equals_insensitive("false"))
      Out.Rdc = false;
    return;
  case OptionAction::RdcOn:
    Out.Rdc = true;
    return;
  case OptionAction::RdcOff:
    Out.Rdc = false;
    return;
  case OptionAction::ResponseFile: // read() splices the file in place
    return;
  case OptionAction::Drop:
    return;
  }
}

void CommandLineReader::operand(StringRef Arg) {
  std::string Abs = absolutePath(Arg, Out.Directory);
  if (!Out.File.empty()) {
    if (Abs == Out.File && !LanguageAtInput)
      LanguageAtInput = Language ? *Language : std::string("none");
    return;
  }
  if (!FirstSource && hasSourceExtension(Arg)) {
    FirstSource = Abs;
    LanguageAtInput = Language ? *Language : std::string("none");
  }
}

void CommandLineReader::addDirectory(StringRef Flag, StringRef Dir) {
  std::string Abs = absolutePath(Dir, Out.Directory);
  std::optional<std::string> ToolkitRoot = cudaToolkitRoot(Abs);
  if (ToolkitRoot && !isInsideDir(Out.File, *ToolkitRoot)) {
    if (!llvm::is_contained(Out.ToolkitIncludeDirs, Abs))
      Out.ToolkitIncludeDirs.push_back(Abs);
    return;
  }
  if (Flag == "-I") {
    Out.ClangArgs.push_back("-I" + Abs);
    return;
  }
  Out.ClangArgs.push_back(Flag.str());
  Out.ClangArgs.push_back(Abs);
}

void CommandLineReader::addPreInclude(StringRef File) {
  // Like `#include "File"` searched from the compiler's working directory
  // first, then the include path: absolute only when it is there.
  std::string Abs = absolutePath(File, Out.Directory);
  bool InDirectory = path::is_absolute(File) || llvm::sys::fs::exists(Abs);
  Out.ClangArgs.emplace_back("-include");
  Out.ClangArgs.push_back(InDirectory ? Abs : File.str());
}

void CommandLineReader::addArch(StringRef Arch) {
  Arch = Arch.trim();
  bool Nvidia = (Arch.starts_with("sm_") && Arch.size() > 3) ||
                (Arch.starts_with("compute_") && Arch.size() > 8);
  if (Nvidia && Archs.insert(Arch).second)
    Out.CudaArchs.push_back(Arch.str());
}

void CommandLineReader::expandResponseFile(StringRef File,
                                           std::vector<std::string> &Args,
                                           size_t At) {
  std::string Abs = absolutePath(File, Out.Directory);
  if (++ResponseFiles > MaxResponseFiles) {
    Out.Warnings.push_back("more than " + std::to_string(MaxResponseFiles) +
                           " response files; '" + Abs + "' is not read");
    return;
  }
  // The database may come from anywhere: @/dev/zero must not be read.
  auto Buffer =
      readRegularFile(Abs, read_limit::ResponseFile, "a response file");
  if (!Buffer) {
    Out.Warnings.push_back("response file not read: " +
                           llvm::toString(Buffer.takeError()));
    return;
  }
  std::vector<std::string> Tokens = splitShellWords((*Buffer)->getBuffer());
  Args.insert(Args.begin() + At, Tokens.begin(), Tokens.end());
}

} // namespace

CompileCommand cu2hip::translateCommandLine(llvm::ArrayRef<std::string> Argv,
                                            StringRef Directory,
                                            StringRef File) {
  CompileCommand Out;
  Out.Directory = absolutePath(Directory, "");
  if (!File.empty())
    Out.File = absolutePath(File, Out.Directory);

  size_t CompilerAt = 0;
  while (CompilerAt < Argv.size() && isLauncher(Argv[CompilerAt]))
    ++CompilerAt;
  if (CompilerAt == Argv.size())
    return Out;
  Out.Compiler = Argv[CompilerAt];
  CompilerKind Kind = compilerKind(Out.Compiler);

  CommandLineReader Reader(Out, Kind, /*HostOnly=*/false);
  Reader.read(
      std::vector<std::string>(Argv.begin() + CompilerAt + 1, Argv.end()));
  if (Out.File.empty())
    if (std::optional<std::string> Inferred = Reader.inferredFile())
      Out.File = *Inferred;

  std::optional<std::string> Language = Reader.inputLanguage();
  if (Language && *Language != "none")
    Out.IsCuda = *Language == "cu" || *Language == "cuda";
  else
    Out.IsCuda = path::extension(Out.File) == ".cu";
  return Out;
}
