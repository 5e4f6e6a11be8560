//===- CacheEntryFuzzer.cpp - Fuzz the readers of the cache folder --------===//
///
/// \file
/// libFuzzer target for what cu2hip reads back from its cache folder, which
/// another process or a person may have written. The first byte of an
/// input picks what the rest is:
///   bits 0-1  0 or 1: a parse's entry, to deserializeParsedUnit;
///             2: a name in the folder, to isCacheEntryName;
///             3: the folder's CACHEDIR.TAG, beside a file of the user's
/// Besides "no crash, no sanitizer report": an accepted entry names its
/// main file among its files, and written again and read back it is the
/// same; an accepted name has one of the scheme's shapes (three components
/// under facts/, two under pch/, no "." or ".." among them); a tag makes
/// the folder cu2hip's exactly when it is the standard tag with cu2hip's
/// line, and clearing the folder never removes the user's file.
///
//===----------------------------------------------------------------------===//
#include "../lib/Driver/FactsCache.h"
#include "cu2hip/Support/CacheFolder.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/raw_ostream.h"
#include <cstdint>
#include <cstdlib>

using namespace cu2hip;
using llvm::StringRef;

namespace {

[[noreturn]] void fail(const llvm::Twine &What, StringRef Input) {
  llvm::errs() << "invariant broken: " << What << "\n--- input ---\n"
               << Input << "\n";
  std::abort();
}

void checkEntry(StringRef Input) {
  std::optional<ParsedUnit> Unit = deserializeParsedUnit(Input);
  if (!Unit)
    return;
  if (!Unit->Files.count(Unit->MainFile))
    fail("an accepted entry does not list its main file", Input);
  std::string Written = serializeParsedUnit(*Unit);
  std::optional<ParsedUnit> Again = deserializeParsedUnit(Written);
  if (!Again)
    fail("an accepted entry, written again, is refused: " + Written, Input);
  if (serializeParsedUnit(*Again) != Written)
    fail("an accepted entry changes when written and read again: " + Written,
         Input);
}

void checkName(StringRef Input) {
  if (!isCacheEntryName(Input))
    return;
  llvm::SmallVector<StringRef, 4> Parts;
  Input.split(Parts, '/');
  bool Shape = (Parts.size() == 3 && Parts[0] == "facts") ||
               (Parts.size() == 2 && Parts[0] == "pch");
  if (!Shape || llvm::any_of(Parts, [](StringRef P) {
        return P.empty() || P == "." || P == "..";
      }))
    fail("a name outside the scheme is taken for an entry", Input);
}

/// One folder for the process, emptied for each input and removed at exit.
const std::string &folder() {
  static const struct Folder {
    std::string Path;
    Folder() {
      llvm::SmallString<128> D;
      if (llvm::sys::fs::createUniqueDirectory("cu2hip-fuzz-cache", D))
        std::abort();
      Path = std::string(D);
    }
    ~Folder() { llvm::sys::fs::remove_directories(Path); }
  } Dir;
  return Dir.Path;
}

void write(StringRef Name, StringRef Content) {
  llvm::SmallString<256> Path(folder());
  llvm::sys::path::append(Path, Name);
  std::error_code EC;
  llvm::raw_fd_ostream OS(Path, EC);
  if (EC)
    std::abort();
  OS << Content;
}

void checkTag(StringRef Input) {
  llvm::sys::fs::remove_directories(folder());
  llvm::sys::fs::create_directories(folder());
  write(CacheTagName, Input);
  write("notes.txt", "mine\n");
  bool Ours =
      Input.starts_with("Signature: 8a477f597d28d172789f06886806bc55\n") &&
      Input.contains("# This file is a cache directory tag created by "
                     "cu2hip.\n");
  llvm::Error E = claimCacheFolder(folder(), /*Create=*/false);
  if (bool(E) == Ours)
    fail(Ours ? "cu2hip's tag is refused: " + llvm::toString(std::move(E))
              : "another tag makes the folder cu2hip's",
         Input);
  llvm::consumeError(std::move(E));
  clearCache(folder());
  llvm::SmallString<256> Notes(folder());
  llvm::sys::path::append(Notes, "notes.txt");
  if (!llvm::sys::fs::exists(Notes))
    fail("clearing the cache removed the user's file", Input);
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *Data, size_t Size) {
  if (Size == 0)
    return 0;
  StringRef Input(reinterpret_cast<const char *>(Data + 1), Size - 1);
  switch (Data[0] & 3) {
  case 0:
  case 1:
    checkEntry(Input);
    break;
  case 2:
    checkName(Input);
    break;
  case 3:
    checkTag(Input);
    break;
  }
  return 0;
}
