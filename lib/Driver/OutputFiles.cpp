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
  for (const auto &[Rel, Hash] : *Files)
    if (std::optional<StringRef> H = Hash.getAsString())
      M.Hashes[Rel.str()] = H->str();
  return M;
}

bool OutputManifest::wroteUnchanged(StringRef RelPath,
                                    StringRef Content) const {
  auto It = Hashes.find(RelPath);
  return It != Hashes.end() && It->second == contentHash(Content);
}

void OutputManifest::record(StringRef RelPath, StringRef Content) {
  Hashes[RelPath] = contentHash(Content);
}

llvm::Error OutputManifest::save() const {
  // Another cu2hip run may have written into the same folder since this one
  // loaded the manifest: keep its entries, ours win where both wrote.
  llvm::StringMap<std::string> Merged;
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
      for (StringRef N : Names)
        J.attribute(N, Merged.lookup(N));
    });
  });
  OS << "\n";
  llvm::SmallString<256> Path(Dir);
  llvm::sys::path::append(Path, FileName);
  return writeFileAtomically(Path, Text);
}
