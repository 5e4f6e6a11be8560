//===- ShellSafePaths.cpp - Paths a shell reads as themselves -------------===//
#include "cu2hip/Support/ShellSafePaths.h"
#include "cu2hip/Support/FileAccess.h"
#include "cu2hip/Support/OutputRoot.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"

namespace cu2hip {
using llvm::StringRef;
namespace fs = llvm::sys::fs;
namespace path = llvm::sys::path;

namespace {

llvm::Error unsafe(const llvm::Twine &Message) {
  return llvm::createStringError(llvm::inconvertibleErrorCode(), Message);
}

std::string absolute(StringRef Path) {
  llvm::SmallString<256> P(Path);
  fs::make_absolute(P);
  return std::string(P);
}

/// Options whose value is a path, joined (`-Idir`) or separate (`-I dir`).
/// Longest first: `-isystem` must not be read as `-i` + `system`.
constexpr StringRef PathOptions[] = {"-idirafter", "-isystem", "-include",
                                     "-iquote", "-I"};

} // namespace

ShellSafePaths::~ShellSafePaths() {
  // Links and copies first, then the folders they are in: only what was
  // made here, and never through a link (remove() unlinks a link itself).
  for (auto It = Names.rbegin(); It != Names.rend(); ++It)
    fs::remove(It->Path);
  if (!Dir.empty())
    fs::remove(Dir);
}

bool ShellSafePaths::isPlain(StringRef Arg) {
  return !Arg.empty() && llvm::all_of(Arg, [](char C) {
    return llvm::isAlnum(C) || StringRef("-_=./,:+@%").contains(C);
  });
}

llvm::Expected<std::string> ShellSafePaths::newName(StringRef Suffix) {
  if (Dir.empty()) {
    llvm::SmallString<128> Made;
    if (std::error_code EC =
            fs::createUniqueDirectory("cu2hip-safe-names", Made))
      return unsafe("cannot create a temporary folder: " + EC.message());
    Dir = std::string(Made);
    if (!isPlain(Dir))
      return unsafe("the temporary folder '" + Dir +
                    "' has characters a shell reads; set TMPDIR to a plain "
                    "path");
  }
  return Dir + "/" + std::to_string(++Count) + Suffix.str();
}

llvm::Expected<std::string> ShellSafePaths::existing(StringRef Path) {
  if (isPlain(Path))
    return Path.str();
  std::string Target = absolute(Path);
  for (const Name &N : Names)
    if (N.Kind == NameKind::Link && N.StandsFor == Target)
      return N.Path;
  StringRef Extension = path::extension(Path);
  llvm::Expected<std::string> Link =
      newName(isPlain(Extension) ? Extension : "");
  if (!Link)
    return Link.takeError();
  if (std::error_code EC = fs::create_link(Target, *Link))
    return unsafe("cannot make a link to '" + Path + "': " + EC.message());
  Names.push_back({*Link, Target, NameKind::Link});
  return *Link;
}

llvm::Expected<std::string> ShellSafePaths::source(StringRef Path,
                                                   std::string &QuoteDir) {
  llvm::SmallString<256> Real;
  if (isPlain(Path) && !fs::real_path(Path, Real) && isPlain(Real))
    return Path.str();
  // A folder of its own, so that a quoted include finds nothing of ours
  // beside the copy before it reaches the source's folder.
  llvm::Expected<std::string> Folder = newName("-copy");
  if (!Folder)
    return Folder.takeError();
  if (std::error_code EC = fs::create_directory(*Folder))
    return unsafe("cannot create '" + *Folder + "': " + EC.message());
  Names.push_back({*Folder, "", NameKind::Folder});
  auto Text = readRegularFile(Path, read_limit::Source, "a source");
  if (!Text)
    return Text.takeError();
  StringRef Extension = path::extension(Path);
  std::string Copy =
      *Folder + "/source" + (isPlain(Extension) ? Extension.str() : ".cu");
  if (llvm::Error E = writeFileAtomically(Copy, (*Text)->getBuffer()))
    return std::move(E);
  Names.push_back({Copy, absolute(Path), NameKind::Copy});
  llvm::Expected<std::string> Includer =
      existing(path::parent_path(absolute(Path)));
  if (!Includer)
    return Includer.takeError();
  QuoteDir = *Includer;
  return Copy;
}

llvm::Expected<std::vector<std::string>>
ShellSafePaths::flags(llvm::ArrayRef<std::string> Flags) {
  std::vector<std::string> Out;
  for (size_t I = 0; I < Flags.size(); ++I) {
    StringRef F = Flags[I];
    if (F.starts_with("-D") || F.starts_with("-U")) {
      if (F.find_first_of("$`\\\n\r") != StringRef::npos)
        return unsafe("the flag '" + F +
                      "' holds a character the compilers' shells read "
                      "($, `, \\ or a line break): cu2hip passes no such flag "
                      "to a compiler");
      Out.push_back(F.str());
      continue;
    }
    const StringRef *Option = llvm::find_if(
        PathOptions, [&](StringRef O) { return F.starts_with(O); });
    if (Option == std::end(PathOptions)) {
      if (!isPlain(F))
        return unsafe("the flag '" + F +
                      "' has characters a shell reads: cu2hip passes no such "
                      "flag to a compiler, which may run its steps through "
                      "a shell");
      Out.push_back(F.str());
      continue;
    }
    StringRef Value = F.drop_front(Option->size());
    bool Separate = Value.empty() && I + 1 < Flags.size();
    if (Separate)
      Value = Flags[++I];
    llvm::Expected<std::string> Safe = existing(Value);
    if (!Safe)
      return Safe.takeError();
    if (Separate)
      Out.insert(Out.end(), {Option->str(), *Safe});
    else
      Out.push_back(Option->str() + *Safe);
  }
  return Out;
}

std::string ShellSafePaths::mapBack(StringRef Text) const {
  // Longest names first: `.../12` before `.../1`.
  std::vector<const Name *> Order;
  for (const Name &N : Names)
    if (N.Kind != NameKind::Folder)
      Order.push_back(&N);
  llvm::stable_sort(Order, [](const Name *A, const Name *B) {
    return A->Path.size() > B->Path.size();
  });
  std::string Out = Text.str();
  for (const Name *N : Order)
    for (size_t At = Out.find(N->Path); At != std::string::npos;
         At = Out.find(N->Path, At + N->StandsFor.size()))
      Out.replace(At, N->Path.size(), N->StandsFor);
  return Out;
}

} // namespace cu2hip
