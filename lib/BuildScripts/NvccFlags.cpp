//===- NvccFlags.cpp - Migrate nvcc command-line flags --------------------===//
///
/// \file
/// A word is an nvcc flag when, without its leading dashes (nvcc takes one
/// or two) and any `=operand`, it is a long or short spelling in the
/// nvcc-flags table; spellings are case-sensitive (`-G` is not `-g`).
/// Anything else on the line is left alone, so the same code serves lines
/// that mix nvcc flags with the host compiler's.
///
//===----------------------------------------------------------------------===//
#include "NvccFlags.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringExtras.h"

using namespace cu2hip;
using llvm::StringRef;

namespace {

bool takesOperand(BuildValue V) {
  switch (V) {
  case BuildValue::Architectures:
  case BuildValue::Gencode:
  case BuildValue::Passthrough:
  case BuildValue::Linker:
  case BuildValue::Choice:
  case BuildValue::One:
    return true;
  case BuildValue::None:
  case BuildValue::Flags:
  case BuildValue::Compiler:
  case BuildValue::CompilerId:
  case BuildValue::Sources:
  case BuildValue::LinkPackage:
  case BuildValue::RocmRoot:
    return false;
  }
  llvm_unreachable("covered switch");
}

/// \p S without one level of shell or CMake quotes ("x", 'x', \"x\").
StringRef unquote(StringRef S) {
  for (StringRef Q : {"\\\"", "\"", "'"})
    if (S.size() >= 2 * Q.size() && S.starts_with(Q) && S.ends_with(Q))
      return S.drop_front(Q.size()).drop_back(Q.size());
  return S;
}

/// \p Hip without the flags this line already has from another nvcc option.
std::string withoutRepeats(StringRef Hip, FlagLineState &State) {
  llvm::SmallVector<StringRef, 4> Flags;
  Hip.split(Flags, ' ', -1, false);
  std::string Out;
  for (StringRef F : Flags)
    if (State.Written.insert(F).second)
      Out += (Out.empty() ? "" : " ") + F.str();
  return Out;
}

/// What option \p F's value kind makes of \p Operand, or nothing to leave
/// the option as it is.
std::optional<std::string> rewriteValue(ScriptContext &Ctx, const NvccFlag &F,
                                        StringRef Operand,
                                        FlagLineState &State) {
  switch (F.Value) {
  case BuildValue::Architectures:
  case BuildValue::Gencode:
    if (State.ArchsWritten)
      return std::string();
    State.ArchsWritten = true;
    return Ctx.offloadArchFlags();
  case BuildValue::Passthrough: {
    llvm::SmallVector<StringRef, 4> Parts;
    unquote(Operand).split(Parts, ',', -1, false);
    return llvm::join(Parts, " ");
  }
  case BuildValue::Linker:
    return "-Wl," + unquote(Operand).str();
  case BuildValue::Choice: {
    StringRef Hip = Ctx.Index.nvccChoice(F, unquote(Operand));
    if (Hip.empty())
      return std::nullopt;
    return withoutRepeats(Hip, State);
  }
  case BuildValue::None:
  case BuildValue::One:
    return withoutRepeats(F.Hip, State);
  case BuildValue::Flags:
  case BuildValue::Compiler:
  case BuildValue::CompilerId:
  case BuildValue::Sources:
  case BuildValue::LinkPackage:
  case BuildValue::RocmRoot:
    break;
  }
  llvm_unreachable("the loader allows only nvcc value kinds here");
}

/// The option among what \p F passes to another tool (`-Xcompiler
/// -extended-lambda`) that is nvcc's too: passed on its own in the migrated
/// script, it would be read as nvcc's when the script is migrated again.
std::optional<StringRef> passesNvccOption(const ScriptContext &Ctx,
                                          const NvccFlag &F,
                                          StringRef Operand) {
  if (F.Value != BuildValue::Passthrough)
    return std::nullopt;
  llvm::SmallVector<StringRef, 4> Parts;
  unquote(Operand).split(Parts, ',', -1, false);
  for (StringRef Part : Parts) {
    StringRef Name = Part.drop_while([](char C) { return C == '-'; });
    if (Part.starts_with("-") &&
        Ctx.Index.nvccFlag(Name.split('=').first) != nullptr)
      return Part;
  }
  return std::nullopt;
}

/// The replacement for option \p F spelled \p Spelling with \p Operand, or
/// nothing to leave it as it is.
std::optional<std::string> rewriteFlag(ScriptContext &Ctx, const NvccFlag &F,
                                       StringRef Spelling, StringRef Operand,
                                       FlagLineState &State, unsigned Offset) {
  switch (F.Status) {
  case BuildStatus::Unsupported:
    Ctx.report(Offset, "'" + Spelling + "' left as is: " + F.Reason, F.Cuda);
    return std::nullopt;
  case BuildStatus::Drop:
    return std::string();
  case BuildStatus::Supported:
    return rewriteValue(Ctx, F, Operand, State);
  case BuildStatus::Attention:
    break;
  }
  std::optional<std::string> Text = rewriteValue(Ctx, F, Operand, State);
  if (!Text)
    return std::nullopt;
  if (Text->empty())
    Ctx.report(Offset, "'" + Spelling + "' removed: " + F.Reason, F.Cuda);
  else
    Ctx.report(Offset,
               "'" + Spelling + "' changed to '" + *Text + "': " + F.Reason,
               F.Cuda);
  return Text;
}

} // namespace

std::vector<FlagRewrite>
cu2hip::migrateNvccFlags(ScriptContext &Ctx, llvm::ArrayRef<ScriptWord> Words,
                         FlagLineState &State) {
  std::vector<FlagRewrite> Out;
  for (size_t I = 0; I < Words.size(); ++I) {
    StringRef Word = Words[I].Text;
    if (!Word.starts_with("-"))
      continue;
    auto [Name, Operand] =
        Word.drop_while([](char C) { return C == '-'; }).split('=');
    bool HasEquals = Word.contains('=');
    const NvccFlag *F = Ctx.Index.nvccFlag(Name);
    if (!F || (HasEquals && !takesOperand(F->Value)))
      continue;
    size_t Last = I;
    if (takesOperand(F->Value) && !HasEquals) {
      if (I + 1 == Words.size()) {
        Ctx.report(Words[I].Offset,
                   "'" + Word + "' has no operand here; left as is", F->Cuda);
        continue;
      }
      Operand = Words[++Last].Text;
    }
    std::string Spelling =
        Last == I ? Word.str() : (Word + " " + Operand).str();
    std::optional<std::string> Text;
    if (std::optional<StringRef> Nvcc = passesNvccOption(Ctx, *F, Operand))
      Ctx.report(Words[I].Offset,
                 "'" + Spelling + "' left as is: '" + *Nvcc +
                     "' is also an nvcc option, which it would be taken for "
                     "once passed on its own",
                 F->Cuda);
    else
      Text = rewriteFlag(Ctx, *F, Spelling, Operand, State, Words[I].Offset);
    // A spelling host compilers share is nvcc's when its operand is one
    // only nvcc takes (`-x cu`).
    Ctx.UsesCuda |= !F->HostToo || (F->Value == BuildValue::Choice && Text);
    if (Text)
      Out.push_back({I, Last, std::move(*Text)});
    I = Last;
  }
  return Out;
}

std::pair<unsigned, unsigned> cu2hip::removalRange(StringRef Source,
                                                   unsigned Begin, unsigned End,
                                                   bool NewlineIsBlank) {
  unsigned L = Begin;
  while (L > 0) {
    char C = Source[L - 1];
    if (C == ' ' || C == '\t')
      --L;
    else if (C == '\n' && L >= 2 && Source[L - 2] == '\\')
      L -= 2;
    else if (C == '\n' && NewlineIsBlank)
      --L;
    else
      break;
  }
  // Taking the blanks before the word must not take a line's indentation
  // (a Make recipe's tab) with nothing else: then take the blanks after it.
  bool OpensLine = L == 0 || Source[L - 1] == '\n';
  if (L < Begin && !OpensLine)
    return {L, End};
  unsigned R = End;
  while (R < Source.size() && (Source[R] == ' ' || Source[R] == '\t'))
    ++R;
  return {Begin, R};
}

std::vector<ScriptWord>
cu2hip::migratedWords(const ScriptContext &Ctx,
                      llvm::ArrayRef<ScriptWord> Words,
                      std::vector<std::string> &Storage) {
  Storage.clear();
  Storage.reserve(Words.size()); // the words point into it
  std::vector<ScriptWord> Out(Words.begin(), Words.end());
  for (ScriptWord &W : Out) {
    Storage.push_back(Ctx.migratedText(W.Offset, W.end()));
    W.Text = Storage.back();
  }
  return Out;
}

void cu2hip::applyFlagRewrites(ScriptContext &Ctx,
                               llvm::ArrayRef<ScriptWord> Words,
                               llvm::ArrayRef<FlagRewrite> Rewrites,
                               bool NewlineIsBlank) {
  StringRef S = Ctx.Source;
  for (const FlagRewrite &R : Rewrites) {
    unsigned Begin = Words[R.First].Offset, End = Words[R.Last].end();
    if (R.Text.empty()) {
      // An item of a CMake list goes with one of the `;` around it, a word
      // with the blanks on one side, unless the removal before took them
      // (`-a -b`, both removed): then alone.
      bool Removed;
      if (End < S.size() && S[End] == ';')
        Removed = Ctx.replaceWhole(Begin, End + 1, "");
      else if (Begin > 0 && S[Begin - 1] == ';')
        Removed = Ctx.replaceWhole(Begin - 1, End, "");
      else {
        auto [B, E] = removalRange(S, Begin, End, NewlineIsBlank);
        Removed = Ctx.replaceWhole(B, E, "");
      }
      if (!Removed && !Ctx.replaceWhole(Begin, End, ""))
        Ctx.reportOverlap(Begin, S.slice(Begin, End));
    } else if (!Ctx.replaceWhole(Begin, End, R.Text)) {
      Ctx.reportOverlap(Begin, S.slice(Begin, End));
    }
  }
}
