//===- OutputFiles.cpp ----------------------------------------------------===//
#include "OutputFiles.h"
#include "cu2hip/Support/FileAccess.h"
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

static std::string contentHash(StringRef Content) {
  return llvm::utohexstr(llvm::xxh3_64bits(Content), /*LowerCase=*/true);
}

llvm::Expected<OutputManifest> OutputManifest::load(const OutputRoot &Root) {
  OutputManifest M;
  auto Buffer = Root.read(FileName, read_limit::Manifest);
  if (!Buffer)
    return Buffer.takeError();
  if (!*Buffer)
    return M; // no manifest: nothing here was written by cu2hip
  M.Existed = true;
  llvm::Expected<llvm::json::Value> Json =
      llvm::json::parse((**Buffer)->getBuffer());
  const llvm::json::Object *Files = nullptr;
  if (Json)
    if (const llvm::json::Object *Top = Json->getAsObject())
      Files = Top->getObject("files");
  if (!Files) {
    llvm::consumeError(Json.takeError());
    llvm::SmallString<256> Path(Root.path());
    llvm::sys::path::append(Path, FileName);
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
  return It != Hashes.end() &&
         llvm::is_contained(It->second, contentHash(Content));
}

void OutputManifest::expect(StringRef RelPath, StringRef Content) {
  Touched.insert(RelPath);
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
  Touched.insert(RelPath);
  auto &Known = Hashes[RelPath];
  Known.clear();
  Known.push_back(contentHash(Content));
}

void OutputManifest::forget(StringRef RelPath) {
  Touched.insert(RelPath);
  auto It = Hashes.find(RelPath);
  if (It == Hashes.end())
    return;
  if (It->second.size() > 1)
    It->second.erase(It->second.begin()); // the old content is still there
  else
    Hashes.erase(It);
}

llvm::Error OutputManifest::save(OutputRoot &Root) const {
  bool Held = Root.isLocked();
  if (!Held)
    if (llvm::Error E = Root.lock(OutputFolders::LockPatience))
      return E;
  llvm::Expected<OutputManifest> Now = load(Root);
  llvm::Error E = llvm::Error::success();
  if (!Now) {
    E = Now.takeError();
  } else {
    for (const auto &Entry : Touched) {
      StringRef Rel = Entry.getKey();
      auto Mine = Hashes.find(Rel);
      if (Mine != Hashes.end())
        Now->Hashes[Rel] = Mine->second;
      else
        Now->Hashes.erase(Rel);
    }
    E = Now->write(Root);
  }
  if (!Held)
    Root.unlock();
  return E;
}

llvm::Error OutputManifest::write(const OutputRoot &Root) const {
  // Called by save, under the folder's lock, with the entries merged.
  std::vector<StringRef> Names;
  for (const auto &Entry : Hashes)
    Names.push_back(Entry.getKey());
  llvm::sort(Names);
  std::string Text;
  llvm::raw_string_ostream OS(Text);
  llvm::json::OStream J(OS, 2);
  J.object([&] {
    J.attribute("generator", "cu2hip");
    J.attributeObject("files", [&] {
      for (StringRef N : Names) {
        const auto &Known = Hashes.find(N)->second;
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
  return Root.write(FileName, Text);
}

llvm::Expected<OutputRoot *> OutputFolders::get(StringRef Dir, Use How,
                                                bool Create) {
  auto It = Roots.find(Dir.str());
  if (It != Roots.end())
    return It->second.get();
  if (!Create && !llvm::sys::fs::is_directory(Dir))
    return nullptr;
  std::optional<unsigned> Mode;
  if (How == Tree && TreeModes)
    if (auto It = TreeModes->find(""); It != TreeModes->end())
      Mode = It->second;
  llvm::Expected<OutputRoot> Root = OutputRoot::open(Dir, Create, Mode);
  if (!Root)
    return Root.takeError();
  if (How == Tree)
    Root->setFolderModes(TreeModes);
  if (How != InPlace) {
    if (llvm::Error E = Root->lock(LockPatience))
      return std::move(E);
    Root->removeStaleTemporaries(/*Recursive=*/How == Tree);
    if (How == FileFolder)
      Root->unlock();
  }
  auto Owned = std::make_unique<OutputRoot>(std::move(*Root));
  OutputRoot *Ptr = Owned.get();
  Roots.emplace(Dir.str(), std::move(Owned));
  return Ptr;
}
