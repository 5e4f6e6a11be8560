//===- CacheCommand.cpp - `cu2hip cache` on the command line --------------===//
#include "CacheCommand.h"
#include "cu2hip/Support/CacheFolder.h"
#include "cu2hip/Support/TerminalText.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/WithColor.h"
#include "llvm/Support/raw_ostream.h"

using namespace cu2hip;
using namespace llvm;

cl::OptionCategory CacheCategory("cu2hip cache options");

static cl::opt<std::string> Action(cl::Positional,
                                   cl::desc("<stats|prune|clear>"),
                                   cl::sub(CacheCommand),
                                   cl::cat(CacheCategory));

static std::string describe(unsigned Count, StringRef One, StringRef Many,
                            uint64_t Bytes) {
  return std::to_string(Count) + " " + (Count == 1 ? One : Many).str() + ", " +
         formatByteSize(Bytes);
}

static std::string limitText(uint64_t Limit) {
  return Limit ? "a limit of " + formatByteSize(Limit) : "no limit";
}

int cacheMain(StringRef Dir, uint64_t Limit) {
  auto Fail = [](const Twine &Message) {
    WithColor::error(errs(), "cu2hip")
        << escapeForTerminal(Message.str()) << "\n";
    return 2;
  };
  if (Action.empty())
    return Fail("cu2hip cache wants stats, prune or clear");
  if (Action != "stats" && Action != "prune" && Action != "clear")
    return Fail("unknown cache action '" + Action +
                "' (stats, prune or clear)");
  if (Dir.empty())
    return Fail("no cache directory: give --cache-dir (--no-cache turns "
                "the cache off)");
  if (!sys::fs::is_directory(Dir) && sys::fs::exists(Dir))
    return Fail("cache directory '" + Dir + "' is not a directory");
  // Nothing is counted or removed in a folder that is not cu2hip's cache.
  if (Error E = claimCacheFolder(Dir, /*Create=*/false))
    return Fail(toString(std::move(E)));

  if (Action == "stats") {
    CacheUsage U = cacheUsage(Dir);
    outs() << "cache: " << escapeForTerminal(Dir) << "\n"
           << "parses: " << describe(U.Parses, "entry", "entries", U.ParseBytes)
           << "\n"
           << "precompiled SDK headers: "
           << describe(U.Pchs, "file", "files", U.PchBytes) << "\n"
           << "total: " << formatByteSize(U.bytes()) << " (" << limitText(Limit)
           << ")\n";
    return 0;
  }
  CacheUsage Removed;
  if (Action == "clear")
    Removed = clearCache(Dir);
  else if (Limit)
    Removed = pruneCache(Dir, Limit);
  CacheUsage Left = cacheUsage(Dir);
  outs() << "removed "
         << describe(Removed.entries(), "entry", "entries", Removed.bytes())
         << "; " << describe(Left.entries(), "entry", "entries", Left.bytes())
         << " left (" << limitText(Limit) << ")\n";
  return 0;
}
