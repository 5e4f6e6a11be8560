//===- MakefileMigrator.cpp - Migrate one Makefile ------------------------===//
///
/// \file
/// A Makefile is read as logical lines (backslash-newlines joined) of
/// blank-separated words, comments excluded. On every line: the nvcc
/// program becomes hipcc, nvcc flags become clang's, -l<CUDA library>
/// becomes the ROCm library, `$(CUDA_PATH)/lib64` becomes `.../lib`; a CUDA
/// install variable set to a literal path is set to the ROCm install; then
/// the conventional variables (NVCC, CUDA_PATH...) are renamed throughout,
/// unless the file already uses the new name. `%.o: %.cu` rules keep
/// working: hipcc compiles .cu files as HIP.
///
//===----------------------------------------------------------------------===//
#include "Migrators.h"
#include "NvccFlags.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringSet.h"

using namespace cu2hip;
using llvm::StringRef;

namespace {

bool isIdentChar(char C) { return llvm::isAlnum(C) || C == '_'; }

struct LogicalLine {
  unsigned Begin = 0;
  unsigned CodeEnd = 0; ///< where its comment starts, or its end
};

/// A variable assignment: `[export] NAME op value`.
struct Assignment {
  StringRef Name;
  unsigned NameOffset = 0;
  unsigned ValueOffset = 0;
};

class MakefileMigrator {
public:
  explicit MakefileMigrator(ScriptContext &Ctx) : Ctx(Ctx), S(Ctx.Source) {}
  void run();

private:
  std::vector<LogicalLine> logicalLines() const;
  std::vector<ScriptWord> words(unsigned Begin, unsigned End) const;
  std::optional<Assignment> assignment(const LogicalLine &L) const;
  std::vector<ScriptWord> migrateLineWords(const LogicalLine &L);
  void migrateLineFlags(llvm::ArrayRef<ScriptWord> Words);
  void migrateWord(const ScriptWord &W, llvm::StringSet<> &Libraries);
  void removeWord(const ScriptWord &W);
  bool migrateRootValue(const LogicalLine &L, const Assignment &A);
  void renameVariables(llvm::ArrayRef<LogicalLine> Lines);

  ScriptContext &Ctx;
  StringRef S;
};

std::vector<LogicalLine> MakefileMigrator::logicalLines() const {
  std::vector<LogicalLine> Lines;
  unsigned I = 0;
  while (I < S.size()) {
    LogicalLine L;
    L.Begin = I;
    L.CodeEnd = ~0u;
    char Quote = 0;
    for (; I < S.size(); ++I) {
      char C = S[I];
      if (C == '\\' && I + 1 < S.size()) {
        ++I; // an escaped character, or a continued line
        continue;
      }
      if (C == '\n')
        break;
      if (L.CodeEnd != ~0u)
        continue;
      if (Quote) {
        Quote = C == Quote ? 0 : Quote;
      } else if (C == '"' || C == '\'') {
        Quote = C;
      } else if (C == '#' && (I == L.Begin || llvm::isSpace(S[I - 1]))) {
        L.CodeEnd = I;
      }
    }
    if (L.CodeEnd == ~0u)
      L.CodeEnd = I;
    Lines.push_back(L);
    ++I; // the newline
  }
  return Lines;
}

/// Blank-separated words of [Begin, End): quotes keep blanks inside a word,
/// a backslash-newline is a blank, and closing parentheses a word does not
/// open (`$(foreach ... -arch=sm_80)`) are left out of it.
std::vector<ScriptWord> MakefileMigrator::words(unsigned Begin,
                                                unsigned End) const {
  std::vector<ScriptWord> Words;
  unsigned I = Begin;
  auto IsBlank = [&](unsigned At) {
    return S[At] == ' ' || S[At] == '\t' ||
           (S[At] == '\\' && At + 1 < End && S[At + 1] == '\n') ||
           S[At] == '\n';
  };
  while (I < End) {
    if (IsBlank(I)) {
      ++I;
      continue;
    }
    unsigned J = I;
    char Quote = 0;
    while (J < End && (Quote || !IsBlank(J))) {
      if (Quote)
        Quote = S[J] == Quote ? 0 : Quote;
      else if (S[J] == '"' || S[J] == '\'')
        Quote = S[J];
      ++J;
    }
    StringRef Word = S.slice(I, J);
    while ((Word.ends_with(")") && Word.count('(') < Word.count(')')) ||
           (Word.ends_with("}") && Word.count('{') < Word.count('}')))
      Word = Word.drop_back();
    if (!Word.empty())
      Words.push_back({I, Word});
    I = J;
  }
  return Words;
}

std::optional<Assignment>
MakefileMigrator::assignment(const LogicalLine &L) const {
  if (L.Begin < S.size() && S[L.Begin] == '\t')
    return std::nullopt; // a recipe
  StringRef Code = S.slice(L.Begin, L.CodeEnd);
  size_t I = 0;
  auto SkipBlanks = [&] {
    while (I < Code.size() && (Code[I] == ' ' || Code[I] == '\t'))
      ++I;
  };
  SkipBlanks();
  for (StringRef Prefix : {"export ", "override ", "private "})
    if (Code.substr(I).starts_with(Prefix)) {
      I += Prefix.size();
      SkipBlanks();
    }
  size_t NameBegin = I;
  while (I < Code.size() &&
         (isIdentChar(Code[I]) || Code[I] == '.' || Code[I] == '-'))
    ++I;
  if (I == NameBegin)
    return std::nullopt;
  size_t NameEnd = I;
  SkipBlanks();
  for (StringRef Op : {"::=", ":=", "?=", "+=", "!=", "="})
    if (Code.substr(I).starts_with(Op)) {
      I += Op.size();
      SkipBlanks();
      return Assignment{Code.slice(NameBegin, NameEnd),
                        L.Begin + unsigned(NameBegin), L.Begin + unsigned(I)};
    }
  return std::nullopt;
}

void MakefileMigrator::run() {
  std::vector<LogicalLine> Lines = logicalLines();
  // Words, then variable names, then nvcc's options: an option's rewrite
  // is made from its words as migrated by then (`-Xlinker
  // $(CUDA_PATH)/lib64` becomes `-Wl,$(ROCM_PATH)/lib` at once).
  std::vector<std::vector<ScriptWord>> LineWords;
  for (const LogicalLine &L : Lines)
    LineWords.push_back(migrateLineWords(L));
  renameVariables(Lines);
  for (const std::vector<ScriptWord> &Words : LineWords)
    migrateLineFlags(Words);
}

/// Migrates the words of \p L and returns them, or none when its value was
/// migrated whole.
std::vector<ScriptWord>
MakefileMigrator::migrateLineWords(const LogicalLine &L) {
  std::optional<Assignment> A = assignment(L);
  if (A && migrateRootValue(L, *A))
    return {};
  std::vector<ScriptWord> Words =
      words(A ? A->ValueOffset : L.Begin, L.CodeEnd);

  llvm::StringSet<> Libraries; // -l flags on this line, to write each once
  for (const ScriptWord &W : Words)
    if (W.Text.starts_with("-l"))
      Libraries.insert(W.Text);
  for (const ScriptWord &W : Words)
    migrateWord(W, Libraries);
  return Words;
}

void MakefileMigrator::migrateLineFlags(llvm::ArrayRef<ScriptWord> Words) {
  FlagLineState State;
  std::vector<std::string> Migrated;
  std::vector<FlagRewrite> Rewrites =
      migrateNvccFlags(Ctx, migratedWords(Ctx, Words, Migrated), State);
  applyFlagRewrites(Ctx, Words, Rewrites, /*NewlineIsBlank=*/false);
}

/// The nvcc program, a -l<CUDA library>, a path into the CUDA install.
void MakefileMigrator::migrateWord(const ScriptWord &W,
                                   llvm::StringSet<> &Libraries) {
  StringRef Text = W.Text;
  if (Text.ends_with(".cu") || Text.contains("%.cu"))
    Ctx.UsesCuda = true;

  // `nvcc`, `/usr/local/cuda/bin/nvcc`, `$(CUDA_PATH)/bin/nvcc`, `@nvcc`.
  StringRef Command = Text.ltrim("@-+");
  StringRef Program =
      Command.rsplit('/').second.empty() ? Command : Command.rsplit('/').second;
  if (const MakeName *Row = Ctx.Index.make(Program, MakeNameKind::Program)) {
    Ctx.UsesCuda = true;
    unsigned At = W.Offset + (Text.size() - Command.size());
    // Free: a word is edited only here, and its neighbours' removals take
    // blanks, never its text.
    Ctx.Edits.addFree({At, unsigned(Command.size()), Row->Hip.str()});
    return;
  }

  if (Text.starts_with("-l")) {
    const CudaLibrary *Lib = Ctx.Index.libraryByLink(Text.drop_front(2));
    if (!Lib)
      return;
    Ctx.UsesCuda = true;
    switch (Lib->Status) {
    case BuildStatus::Unsupported:
      Ctx.report(W.Offset, "'" + Text + "' left as is: " + Lib->Reason,
                 Lib->Cuda);
      return;
    case BuildStatus::Drop:
      removeWord(W);
      return;
    case BuildStatus::Attention:
    case BuildStatus::Supported:
      break;
    }
    const RocmPackage *P =
        Ctx.Index.packageFor(Lib->Package, Ctx.Options.Target, Ctx.Options.Roc);
    if (!P)
      return;
    std::string Flag = "-l" + Ctx.Index.linkName(*P, Ctx.Table).str();
    if (!Libraries.insert(Flag).second)
      removeWord(W);
    else
      Ctx.Edits.addFree({W.Offset, unsigned(Text.size()), Flag}); // as above
    if (Lib->Status == BuildStatus::Attention)
      Ctx.report(W.Offset,
                 "'" + Text + "' changed to '" + Flag + "': " + Lib->Reason,
                 Lib->Cuda);
    return;
  }

  // $(CUDA_PATH)/lib64 -> $(CUDA_PATH)/lib (renamed later).
  for (const MakeName &Root : Ctx.Index.makeNames()) {
    if (Root.Value != BuildValue::RocmRoot)
      continue;
    for (const MakeName &Dir : Ctx.Index.makeNames()) {
      if (Dir.Kind != MakeNameKind::Subdir)
        continue;
      for (StringRef Var : {Root.Cuda, Root.Hip})
        for (const std::string &Ref :
             {"$(" + Var.str() + ")/", "${" + Var.str() + "}/"}) {
          size_t At = Text.find(Ref + Dir.Cuda.str());
          size_t After = At + Ref.size() + Dir.Cuda.size();
          if (At == StringRef::npos ||
              (After < Text.size() && isIdentChar(Text[After])))
            continue;
          Ctx.UsesCuda = true;
          // Free: inside the word (as above), and one place per root.
          Ctx.Edits.addFree({unsigned(W.Offset + At + Ref.size()),
                             unsigned(Dir.Cuda.size()), Dir.Hip.str()});
        }
    }
  }
  if (Text.contains("/usr/local/cuda")) {
    Ctx.UsesCuda = true;
    Ctx.report(W.Offset,
               "'" + Text +
                   "' names the CUDA install; point it at the ROCm install "
                   "(hipconfig --rocmpath)");
  }
}

/// Removes \p W with the blanks on one side, or alone where the word before
/// took those blanks with it (`-la -lb`, both removed). The word itself is
/// free: only migrateWord edits a word's text, once.
void MakefileMigrator::removeWord(const ScriptWord &W) {
  auto [B, E] = removalRange(S, W.Offset, W.end(), false);
  if (!Ctx.Edits.replace(B, E - B, ""))
    Ctx.Edits.addFree({W.Offset, unsigned(W.Text.size()), ""});
}

/// CUDA_PATH ?= /usr/local/cuda: the install prefix becomes ROCm's. True
/// when it did (the line needs nothing else).
bool MakefileMigrator::migrateRootValue(const LogicalLine &L,
                                        const Assignment &A) {
  const MakeName *Row = Ctx.Index.make(A.Name, MakeNameKind::Variable);
  if (!Row || Row->Value != BuildValue::RocmRoot)
    return false;
  StringRef Value = S.slice(A.ValueOffset, L.CodeEnd).rtrim();
  if (Value.empty() || Value.contains('$'))
    return false;
  Ctx.UsesCuda = true;
  // Free: the first edit on the line, and the lines before end their edits
  // at their newline.
  Ctx.Edits.addFree(
      {A.ValueOffset, unsigned(Value.size()), Row->Default.str()});
  return true;
}

/// NVCC -> HIPCC, CUDA_PATH -> ROCM_PATH... in definitions and references
/// alike, so included Makefiles migrated the same way still agree.
void MakefileMigrator::renameVariables(llvm::ArrayRef<LogicalLine> Lines) {
  // Every identifier-like word of the code as migrated so far, by name:
  // words an edit replaces are gone (`CUDA_PATH = ROCM_PATH` set to the
  // ROCm install no longer uses ROCM_PATH), words it writes are there.
  llvm::StringMap<std::vector<unsigned>> Uses;
  auto AddWords = [&](StringRef Text, std::optional<unsigned> Base) {
    for (unsigned I = 0; I < Text.size();) {
      if (!isIdentChar(Text[I])) {
        ++I;
        continue;
      }
      unsigned J = I;
      while (J < Text.size() && isIdentChar(Text[J]))
        ++J;
      if (!Base)
        Uses[Text.slice(I, J)]; // written: a use, not a place to rename
      else if (Ctx.Edits.isFree(*Base + I, J - I))
        Uses[Text.slice(I, J)].push_back(*Base + I);
      I = J;
    }
  };
  for (const LogicalLine &L : Lines)
    AddWords(S.slice(L.Begin, L.CodeEnd), L.Begin);
  for (const Edit &E : Ctx.Edits.edits())
    AddWords(E.Text, std::nullopt);
  for (const MakeName &Row : Ctx.Index.makeNames()) {
    if (Row.Kind != MakeNameKind::Variable)
      continue;
    auto It = Uses.find(Row.Cuda);
    if (It == Uses.end() || It->second.empty())
      continue;
    Ctx.UsesCuda = true;
    if (Uses.contains(Row.Hip)) {
      Ctx.report(It->second.front(),
                 "'" + Row.Cuda + "' not renamed to '" + Row.Hip +
                     "', which this Makefile already uses",
                 Row.Cuda);
      continue;
    }
    for (unsigned At : It->second) // each found free by AddWords
      Ctx.Edits.addFree({At, unsigned(Row.Cuda.size()), Row.Hip.str()});
  }
}

} // namespace

void cu2hip::migrateMakefile(ScriptContext &Ctx) {
  MakefileMigrator(Ctx).run();
}
