//===- CMakeValues.cpp - Architectures and flags in CMake -----------------===//
///
/// \file
/// The values of the names whose rows say how: architectures become the
/// AMD offload targets, nvcc flags clang's, compiler ids Clang.
///
//===----------------------------------------------------------------------===//
#include "CMakeMigrator.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringExtras.h"
#include <optional>
#include <tuple>

using namespace cu2hip;
using llvm::StringRef;

namespace {

bool isFalseConstant(StringRef S) {
  return llvm::is_contained({"OFF", "FALSE", "NO", "N", "0", "IGNORE", ""},
                            S.upper());
}

std::vector<ScriptWord> splitWords(StringRef Text, unsigned Offset,
                                   StringRef Separators) {
  std::vector<ScriptWord> Words;
  size_t I = 0;
  while (I < Text.size()) {
    if (Separators.contains(Text[I])) {
      ++I;
      continue;
    }
    size_t J = I;
    while (J < Text.size() && !Separators.contains(Text[J]))
      ++J;
    Words.push_back({Offset + unsigned(I), Text.slice(I, J)});
    I = J;
  }
  return Words;
}

/// The value part of an argument that is one generator expression
/// (`$<cond:value>`), with its offset; the condition goes to \p Condition.
std::optional<std::pair<StringRef, unsigned>>
genexValue(const CMakeArg &A, StringRef *Condition = nullptr) {
  StringRef Text = A.Content;
  if (!Text.starts_with("$<") || !Text.ends_with(">"))
    return std::nullopt;
  unsigned Depth = 0;
  for (size_t I = 0; I < Text.size(); ++I) {
    if (Text.substr(I).starts_with("$<")) {
      ++Depth;
      ++I;
    } else if (Text[I] == '>') {
      --Depth;
    } else if (Text[I] == ':' && Depth == 1) {
      if (Condition)
        *Condition = Text.slice(2, I);
      return std::make_pair(Text.slice(I + 1, Text.size() - 1),
                            A.ContentOffset + unsigned(I + 1));
    }
  }
  return std::nullopt;
}

/// The flags an argument holds: a quoted string is split at blanks, a list
/// at `;`, and a generator expression `$<cond:flags>` contributes its
/// value part (after a `SHELL:` prefix, which keeps flags together).
std::vector<ScriptWord> flagWords(const CMakeArg &A) {
  StringRef Text = A.Content;
  unsigned Offset = A.ContentOffset;
  if (auto Value = genexValue(A))
    std::tie(Text, Offset) = *Value;
  if (Text.consume_front("SHELL:"))
    Offset += 6;
  return splitWords(Text, Offset, " \t\n;");
}

} // namespace

/// `$<$<COMPILE_LANGUAGE:CUDA>:-a -b>` unquoted is two arguments to CMake's
/// lexer, which a list-valued command joins back (with `;`) before it
/// evaluates the expression: such a run of arguments is one for the flag
/// rules. The joined argument spans the source between them.
std::optional<std::pair<CMakeArg, size_t>>
CMakeMigrator::genexAcrossArgs(const CMakeCommand &C, size_t First) const {
  const CMakeArg &A = C.Args[First];
  if (A.Kind != CMakeArg::Unquoted || !A.Content.starts_with("$<"))
    return std::nullopt;
  int Depth = 0;
  for (size_t K = First; K < C.Args.size(); ++K) {
    const CMakeArg &Part = C.Args[K];
    if (Part.Kind != CMakeArg::Unquoted)
      return std::nullopt;
    StringRef T = Part.Content;
    for (size_t I = 0; I < T.size(); ++I) {
      if (T.substr(I).starts_with("$<")) {
        ++Depth;
        ++I;
      } else if (T[I] == '>') {
        --Depth;
      }
    }
    if (Depth <= 0) {
      if (K == First)
        return std::nullopt; // balanced in one argument: the usual case
      CMakeArg Joined = A;
      Joined.Content =
          StringRef(A.Content.data(), Part.Content.end() - A.Content.data());
      Joined.Text = Joined.Content;
      return std::make_pair(Joined, K);
    }
  }
  return std::nullopt;
}

/// `$<$<COMPILE_LANGUAGE:CUDA>:...>`, `$<$<COMPILE_LANG_AND_ID:CUDA,...>:...>`:
/// the value holds nvcc flags, wherever the expression is.
bool CMakeMigrator::selectsCudaFlags(const CMakeArg &A) const {
  StringRef Condition;
  if (!genexValue(A, &Condition))
    return false;
  for (StringRef Kind : {"$<COMPILE_LANGUAGE:", "$<COMPILE_LANG_AND_ID:"}) {
    if (!Condition.consume_front(Kind))
      continue;
    llvm::SmallVector<StringRef, 4> Items;
    Condition.take_until([](char C) { return C == '>'; }).split(Items, ',');
    if (Kind == "$<COMPILE_LANG_AND_ID:" && Items.size() > 1)
      Items.resize(1); // the rest are compiler ids
    return llvm::is_contained(Items, "CUDA");
  }
  return false;
}

/// Values of the names whose rows say how to migrate them: architectures,
/// flags, compiler paths, compiler ids.
void CMakeMigrator::migrateValues(const CMakeCommand &C) {
  auto RowOf = [&](const CMakeArg &A) -> const CMakeName * {
    const CMakeName *Row = Ctx.Index.cmakeWord(A.Content);
    return Row && Row->Value != BuildValue::None ? Row : nullptr;
  };
  StringRef Name = C.Name;
  size_t N = C.Args.size();
  if (Name.equals_insensitive("set") && N >= 1) {
    if (const CMakeName *Row = RowOf(C.Args[0])) {
      size_t Last = N;
      for (size_t I = 1; I < N; ++I)
        if (C.Args[I].Content == "CACHE" ||
            C.Args[I].Content == "PARENT_SCOPE") {
          Last = I;
          break;
        }
      migrateValue(C, *Row, 1, Last);
    }
    return;
  }
  if ((Name.equals_insensitive("string") || Name.equals_insensitive("list")) &&
      N >= 2 && llvm::is_contained({"APPEND", "PREPEND"}, C.Args[0].Content)) {
    if (const CMakeName *Row = RowOf(C.Args[1]))
      migrateValue(C, *Row, 2, N);
    return;
  }
  for (size_t I = 0; I + 1 < N; ++I) {
    StringRef K = C.Args[I].Content;
    if (K == "PROPERTY") { // set_property(... PROPERTY name values...)
      if (const CMakeName *Row = RowOf(C.Args[I + 1]))
        migrateValue(C, *Row, I + 2, N);
      return;
    }
    if (K == "PROPERTIES") { // set_*_properties(... PROPERTIES k v k v)
      for (size_t J = I + 1; J + 1 < N; J += 2)
        if (const CMakeName *Row = RowOf(C.Args[J]))
          migrateValue(C, *Row, J + 1, J + 2);
      return;
    }
  }
  // A comparison: if(CMAKE_CUDA_COMPILER_ID STREQUAL "NVIDIA").
  for (const CMakeArg &A : C.Args)
    if (const CMakeName *Row = RowOf(A);
        Row && Row->Value == BuildValue::CompilerId)
      migrateValue(C, *Row, 0, N);
}

void CMakeMigrator::migrateValue(const CMakeCommand &C, const CMakeName &Row,
                                 size_t First, size_t Last) {
  if (First >= Last || Row.Status == BuildStatus::Unsupported)
    return;
  switch (Row.Value) {
  case BuildValue::Architectures:
    migrateArchitectures(C, Row, First, Last);
    return;
  case BuildValue::Flags:
    migrateFlagArgs(C, First, Last, /*List=*/false);
    return;
  case BuildValue::Compiler:
    Ctx.report(
        C.Args[First].Offset,
        "'" + Row.Cuda + "' set to '" +
            Ctx.Source.slice(C.Args[First].Offset, C.Args[Last - 1].end()) +
            "': " + Row.Reason,
        Row.Cuda);
    return;
  case BuildValue::CompilerId:
    for (size_t I = First; I < Last; ++I) {
      const CMakeArg &A = C.Args[I];
      if (const CMakeName *Id =
              Ctx.Index.cmake(A.Content, CMakeNameKind::CompilerId))
        replaceIn(A, 0, A.Content.size(), Id->Hip);
    }
    return;
  default:
    return;
  }
}

void CMakeMigrator::migrateArchitectures(const CMakeCommand &C,
                                         const CMakeName &Row, size_t First,
                                         size_t Last) {
  if (Last - First == 1 && isFalseConstant(C.Args[First].Content))
    return; // OFF: no architecture flags, for HIP as for CUDA
  const auto &Archs = Ctx.Options.OffloadArchs;
  std::string Text = llvm::join(Archs, ";");
  if (Archs.size() > 1)
    Text = "\"" + Text + "\"";
  unsigned Begin = C.Args[First].Offset, End = C.Args[Last - 1].end();
  StringRef Old = Ctx.Source.slice(Begin, End);
  if (!Ctx.Edits.replace(Begin, End - Begin, Text))
    return;
  Ctx.UsesCuda = true;
  if (Old.contains("${"))
    Ctx.report(Begin,
               "'" + Row.Cuda + "' took CUDA architectures from '" + Old +
                   "'; written as the AMD targets '" + llvm::join(Archs, ";") +
                   "'",
               Row.Cuda);
}

/// nvcc flags among args [First, Last). In a list of options (\p List:
/// target_compile_options...) several flags written for one become list
/// items where a blank would not separate them: inside a quoted argument or
/// a generator expression. In a flags string (CMAKE_HIP_FLAGS) they stay
/// blank-separated.
void CMakeMigrator::migrateFlagArgs(const CMakeCommand &C, size_t First,
                                    size_t Last, bool List) {
  FlagLineState State;
  for (size_t I = First; I < Last; ++I) {
    CMakeArg A = C.Args[I];
    if (A.Kind == CMakeArg::Paren)
      continue;
    if (auto Joined = genexAcrossArgs(C, I); Joined && Joined->second < Last) {
      A = Joined->first;
      I = Joined->second;
    }
    std::vector<ScriptWord> Words = flagWords(A);
    std::vector<std::string> Migrated;
    std::vector<FlagRewrite> Rewrites =
        migrateNvccFlags(Ctx, migratedWords(Ctx, Words, Migrated), State);
    if (List && (A.Kind != CMakeArg::Unquoted || A.Content.starts_with("$<")))
      for (FlagRewrite &R : Rewrites)
        std::replace(R.Text.begin(), R.Text.end(), ' ', ';');
    applyFlagRewrites(Ctx, Words, Rewrites, /*NewlineIsBlank=*/true);
  }
}
