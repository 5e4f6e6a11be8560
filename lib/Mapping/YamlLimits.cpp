//===- YamlLimits.cpp - What LLVM's YAML parser survives ------------------===//
///
/// \file
/// Two passes, neither recursive. Runs of `,` and `...` are counted on the
/// text: the scanner skips only blanks, line breaks and comments between
/// the tokens of a run, so counting each run across those (and across more:
/// a `,` in a scalar or a comment counts too) never counts one short.
/// Nesting is measured on the parse: yaml::Stream is lazy, a collection's
/// entries are parsed as it is iterated and parsing one level never recurses
/// into the next; what recurses is the consumer (yaml::Input's node tree,
/// Node::skip over a collection nobody iterated). This walk iterates every
/// collection depth first with a stack of its own and stops at the first
/// collection past the bound. Its iteration is the parser's, so the runs are
/// checked first.
///
//===----------------------------------------------------------------------===//
#include "YamlLimits.h"
#include "YamlDocument.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/Support/SourceMgr.h"
#include "llvm/Support/YAMLParser.h"

using namespace cu2hip;
using llvm::StringRef;
namespace yaml = llvm::yaml;

namespace {

/// One collection being iterated. A mapping visits each entry's key, then
/// its value, then moves on.
struct Level {
  explicit Level(yaml::SequenceNode *Seq) : Seq(Seq) {}
  explicit Level(yaml::MappingNode *Map) : Map(Map) {}

  yaml::SequenceNode *Seq = nullptr;
  yaml::SequenceNode::iterator SeqIt;
  yaml::MappingNode *Map = nullptr;
  yaml::MappingNode::iterator MapIt;
  bool Started = false;
  enum { Key, Value, Next } Phase = Key;

  /// The next node to visit at this level, or null when it is done.
  yaml::Node *next() {
    if (Seq) {
      if (!Started) {
        SeqIt = Seq->begin();
        Started = true;
      } else {
        ++SeqIt;
      }
      return SeqIt == Seq->end() ? nullptr : &*SeqIt;
    }
    while (true) {
      if (!Started) {
        MapIt = Map->begin();
        Started = true;
      } else if (Phase == Next) {
        ++MapIt;
        Phase = Key;
      }
      if (MapIt == Map->end())
        return nullptr;
      // Keys and values are parsed on first use: a null one is an error the
      // loader reports, or an implicit null.
      if (Phase == Key) {
        Phase = Value;
        if (yaml::Node *K = MapIt->getKey())
          return K;
      }
      if (Phase == Value) {
        Phase = Next;
        if (yaml::Node *V = MapIt->getValue())
          return V;
      }
    }
  }
};

/// "file:line:col: message" at \p Loc.
llvm::Error errorAt(llvm::MemoryBufferRef Buffer, const llvm::SourceMgr &SM,
                    llvm::SMLoc Loc, const llvm::Twine &Message) {
  auto [Line, Column] = SM.getLineAndColumn(Loc);
  return llvm::createStringError(Buffer.getBufferIdentifier() + ":" +
                                 llvm::Twine(Line) + ":" + llvm::Twine(Column) +
                                 ": " + Message);
}

bool isBlankOrBreak(char C) {
  return C == ' ' || C == '\t' || C == '\r' || C == '\n';
}

/// The first `,` or `...` (a document end marker: at a line's start, then a
/// blank, a break or the end) past a run of \p Max, with only blanks, line
/// breaks and comments between the run's members; null if none. Never
/// short: a `#` where a token may start opens a comment to the line's end,
/// as the scanner has it, but the comment's commas still count, so a `#`
/// the scanner reads as text (in a quoted scalar) hides no comma.
const char *pastLongRun(llvm::StringRef Text, unsigned Max, bool &IsComma) {
  unsigned Commas = 0, Ends = 0;
  // After a blank, a break or a `,` (the only tokens a run holds), or at
  // the start.
  bool TokenMayStart = true;
  bool InComment = false;
  for (size_t I = 0; I < Text.size(); ++I) {
    char C = Text[I];
    if (C == '\r' || C == '\n')
      InComment = false;
    if (isBlankOrBreak(C)) {
      TokenMayStart = true;
      continue;
    }
    if (C == '#' && TokenMayStart)
      InComment = true;
    if (C == ',') {
      Ends = 0;
      TokenMayStart = true;
      if (++Commas > Max) {
        IsComma = true;
        return Text.data() + I;
      }
      continue;
    }
    if (InComment)
      continue;
    bool LineStart = I == 0 || Text[I - 1] == '\n' || Text[I - 1] == '\r';
    if (LineStart && Text.substr(I, 3) == "..." &&
        (I + 3 == Text.size() || isBlankOrBreak(Text[I + 3]))) {
      Commas = 0;
      if (++Ends > Max) {
        IsComma = false;
        return Text.data() + I;
      }
      I += 2;
      TokenMayStart = false;
      continue;
    }
    Commas = Ends = 0;
    TokenMayStart = false;
  }
  return nullptr;
}

/// Where a collection starts, for the error: the parser places a node at the
/// token after its opening bracket, so a flow collection is moved back to
/// that bracket when only blanks lie between.
llvm::SMLoc openingOf(const yaml::Node &N, StringRef Text) {
  const char *Start = N.getSourceRange().Start.getPointer();
  if (!Start || Start < Text.begin() || Start > Text.end())
    return llvm::SMLoc::getFromPointer(Start);
  const char *P = Start;
  while (P > Text.begin() && StringRef(" \t\r\n").contains(P[-1]))
    --P;
  if (P > Text.begin() && (P[-1] == '[' || P[-1] == '{'))
    return llvm::SMLoc::getFromPointer(P - 1);
  return llvm::SMLoc::getFromPointer(Start);
}

} // namespace

llvm::Error cu2hip::checkYamlLimits(llvm::MemoryBufferRef Buffer,
                                    unsigned Max) {
  llvm::SourceMgr SM;
  // Syntax errors are the loader's to report, with its own handler.
  SM.setDiagHandler([](const llvm::SMDiagnostic &, void *) {}, nullptr);
  yaml::Stream Stream(Buffer, SM, /*ShowColors=*/false);
  StringRef Text = Buffer.getBuffer();

  bool IsComma = false;
  if (const char *Run = pastLongRun(Text, Max, IsComma))
    return errorAt(Buffer, SM, llvm::SMLoc::getFromPointer(Run),
                   "more than " + llvm::Twine(Max) +
                       (IsComma ? " ',' in a row" : " '...' in a row") +
                       " (the tables' schema has none)");

  llvm::SmallVector<Level, 16> Levels;
  // Pushes a level for a collection; false when it is one too deep.
  auto Enter = [&](yaml::Node *N) {
    if (!N ||
        !(llvm::isa<yaml::SequenceNode>(N) || llvm::isa<yaml::MappingNode>(N)))
      return true;
    if (Levels.size() >= Max)
      return false;
    if (auto *Seq = llvm::dyn_cast<yaml::SequenceNode>(N))
      Levels.emplace_back(Seq);
    else
      Levels.emplace_back(llvm::cast<yaml::MappingNode>(N));
    return true;
  };

  for (yaml::document_iterator Doc = Stream.begin(), End = Stream.end();
       Doc != End && !Stream.failed(); ++Doc) {
    Levels.clear();
    yaml::Node *Root = Doc->getRoot();
    yaml::Node *Deepest = Enter(Root) ? nullptr : Root;
    while (!Deepest && !Levels.empty() && !Stream.failed()) {
      yaml::Node *N = Levels.back().next();
      if (!N)
        Levels.pop_back();
      else if (!Enter(N))
        Deepest = N;
    }
    if (Deepest)
      return errorAt(Buffer, SM, openingOf(*Deepest, Text),
                     "nested deeper than " + llvm::Twine(Max) +
                         " levels (the tables' schema needs 5)");
  }
  return llvm::Error::success();
}

void cu2hip::keepFirstYamlDiagnostic(const llvm::SMDiagnostic &D, void *Out) {
  auto &Message = *static_cast<std::string *>(Out);
  if (!Message.empty())
    return;
  llvm::raw_string_ostream OS(Message);
  OS << D.getFilename() << ":" << D.getLineNo() << ":" << (D.getColumnNo() + 1)
     << ": " << D.getMessage();
}
