//===- OutputFiles.cpp ----------------------------------------------------===//
#include "OutputFiles.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/JSON.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/raw_ostream.h"
#include "llvm/Support/xxhash.h"

using namespace cu2hip;
using llvm::StringRef;

llvm::Error cu2hip::writeFileAtomically(StringRef Path, StringRef Content) {
  // A device or pipe (/dev/null, a FIFO) is written to, never replaced.
  llvm::sys::fs::file_status St;
  if (Path != "-" && !llvm::sys::fs::status(Path, St) &&
      !llvm::sys::fs::is_regular_file(St) &&
      !llvm::sys::fs::is_directory(St)) {
    std::error_code EC;
    llvm::raw_fd_ostream OS(Path, EC);
    if (!EC) {
      OS << Content;
      OS.close();
      EC = OS.error();
      OS.clear_error();
    }
    if (EC)
      return llvm::createStringError(EC, "cannot write '" + Path +
                                             "': " + EC.message());
    return llvm::Error::success();
  }
  if (Path != "-") {
    StringRef Parent = llvm::sys::path::parent_path(Path);
    if (!Parent.empty())
      if (std::error_code EC = llvm::sys::fs::create_directories(Parent))
        return llvm::createStringError(EC, "cannot create directory '" +
                                               Parent + "': " + EC.message());
  }
  return llvm::writeToOutput(Path, [&](llvm::raw_ostream &OS) {
    OS << Content;
    return llvm::Error::success();
  });
}

static std::string contentHash(StringRef Content) {
  return llvm::utohexstr(llvm::xxh3_64bits(Content), /*LowerCase=*/true);
}

llvm::Expected<OutputManifest> OutputManifest::load(StringRef Dir) {
  OutputManifest M;
  M.Dir = Dir.str();
  llvm::SmallString<256> Path(Dir);
  llvm::sys::path::append(Path, FileName);
  auto Buffer = llvm::MemoryBuffer::getFile(Path);
  if (!Buffer)
    return M; // no manifest: nothing here was written by cu2hip
  M.Existed = true;
  llvm::Expected<llvm::json::Value> Json =
      llvm::json::parse((*Buffer)->getBuffer());
  const llvm::json::Object *Files = nullptr;
  if (Json)
    if (const llvm::json::Object *Root = Json->getAsObject())
      Files = Root->getObject("files");
  if (!Files) {
    llvm::consumeError(Json.takeError());
    return llvm::createStringError("'" + Path +
                                   "' is not a cu2hip manifest; remove it or "
                                   "choose another output folder");
  }
  for (const auto &[Rel, Hash] : *Files) {
    auto &Known = M.Hashes[Rel.str()];
    if (std::optional<StringRef> H = Hash.getAsString())
      Known.push_back(H->str());
    else if (const llvm::json::Array *Pending = Hash.getAsArray())
      for (const llvm::json::Value &V : *Pending)
        if (std::optional<StringRef> H = V.getAsString())
          Known.push_back(H->str());
  }
  return M;
}

bool OutputManifest::wroteUnchanged(StringRef RelPath,
                                    StringRef Content) const {
  auto It = Hashes.find(RelPath);
  return It != Hashes.end() && llvm::is_contained(It->second, contentHash(Content));
}

void OutputManifest::expect(StringRef RelPath, StringRef Content) {
  auto &Known = Hashes[RelPath];
  std::string New = contentHash(Content);
  std::optional<std::string> Old;
  if (!Known.empty() && Known.front() != New)
    Old = Known.front();
  Known.clear();
  Known.push_back(New);
  if (Old)
    Known.push_back(*Old);
}

void OutputManifest::record(StringRef RelPath, StringRef Content) {
  auto &Known = Hashes[RelPath];
  Known.clear();
  Known.push_back(contentHash(Content));
}

void OutputManifest::forget(StringRef RelPath) {
  auto It = Hashes.find(RelPath);
  if (It == Hashes.end())
    return;
  if (It->second.size() > 1)
    It->second.erase(It->second.begin()); // the old content is still there
  else
    Hashes.erase(It);
}

llvm::Error OutputManifest::save() const {
  // Another cu2hip run may have written into the same folder since this one
  // loaded the manifest: keep its entries, ours win where both wrote.
  llvm::StringMap<llvm::SmallVector<std::string, 1>> Merged;
  if (llvm::Expected<OutputManifest> Now = load(Dir))
    Merged = std::move(Now->Hashes);
  else
    llvm::consumeError(Now.takeError());
  for (const auto &Entry : Hashes)
    Merged[Entry.getKey()] = Entry.getValue();
  std::vector<StringRef> Names;
  for (const auto &Entry : Merged)
    Names.push_back(Entry.getKey());
  llvm::sort(Names);
  std::string Text;
  llvm::raw_string_ostream OS(Text);
  llvm::json::OStream J(OS, 2);
  J.object([&] {
    J.attribute("generator", "cu2hip");
    J.attributeObject("files", [&] {
      for (StringRef N : Names) {
        const auto &Known = Merged.find(N)->second;
        if (Known.size() == 1)
          J.attribute(N, Known.front());
        else
          J.attributeArray(N, [&] {
            for (const std::string &H : Known)
              J.value(H);
          });
      }
    });
  });
  OS << "\n";
  llvm::SmallString<256> Path(Dir);
  llvm::sys::path::append(Path, FileName);
  return writeFileAtomically(Path, Text);
}
