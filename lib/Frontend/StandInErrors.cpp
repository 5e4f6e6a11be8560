//===- StandInErrors.cpp - Clang errors the stand-in headers cause --------===//
#include "StandInErrors.h"
#include "AstFactsCollector.h"
#include "FallbackSdk.h"
#include "clang/AST/Decl.h"
#include "clang/AST/DeclarationName.h"
#include "clang/Basic/SourceManager.h"

using namespace cu2hip;
using namespace clang;
using llvm::StringRef;

static bool isIdentChar(char C) {
  return isalnum(static_cast<unsigned char>(C)) || C == '_';
}

/// The identifier ending just before \p End, skipping blanks and one `::`:
/// the qualifier written before a name. Empty if there is none.
static std::pair<StringRef, size_t> qualifierBefore(StringRef Source,
                                                    size_t End) {
  auto SkipBlanks = [&] {
    while (End > 0 && isspace(static_cast<unsigned char>(Source[End - 1])))
      --End;
  };
  SkipBlanks();
  if (End < 2 || Source.substr(End - 2, 2) != "::")
    return {"", 0};
  End -= 2;
  SkipBlanks();
  size_t Begin = End;
  while (Begin > 0 && isIdentChar(Source[Begin - 1]))
    --Begin;
  return {Source.slice(Begin, End), Begin};
}

/// A name the stand-ins lack inside a covered scope, what the statement
/// naming it then fails to declare, or a field of a CUDA struct the tables
/// do not list (`cufftComplex::x`: with the real SDK, no fact either).
bool StandInErrors::absorb(const Diagnostic &Info, const SourceManager &SM,
                           SourceLocation Loc) {
  if (resolveCoveredName(Info, SM, Loc))
    return true;
  if (SM.isWrittenInMainFile(Loc) &&
      followsCoveredName(Info, SM.getFileOffset(Loc)))
    return true;
  if (Info.getID() != diag::err_no_member || Info.getNumArgs() < 2 ||
      Info.getArgKind(1) != DiagnosticsEngine::ak_declcontext)
    return false;
  const auto *Record = dyn_cast_or_null<RecordDecl>(
      reinterpret_cast<DeclContext *>(Info.getRawArg(1)));
  return Record && SM.getFilename(SM.getSpellingLoc(Record->getLocation()))
                       .starts_with(FallbackSdk::Root);
}

/// `thrust::device_vector`, `cub::DeviceReduce` with --no-cuda-sdk: "no
/// member named 'X' in namespace 'cub'" means the stand-ins lack a name the
/// tables cover without listing it. The reference gets the facts the real
/// SDK gives (the qualifiers' table keys, the name's own row if it has one),
/// and the error, and those its statement causes, are not the user's.
bool StandInErrors::resolveCoveredName(const Diagnostic &Info,
                                       const SourceManager &SM,
                                       SourceLocation Loc) {
  unsigned ID = Info.getID();
  if ((ID != diag::err_no_member && ID != diag::err_no_member_template &&
       ID != diag::err_typename_nested_not_found) ||
      Info.getNumArgs() < 2 ||
      Info.getArgKind(1) != DiagnosticsEngine::ak_declcontext)
    return false;
  std::string Name;
  if (Info.getArgKind(0) == DiagnosticsEngine::ak_declarationname)
    Name =
        DeclarationName::getFromOpaqueInteger(Info.getRawArg(0)).getAsString();
  else if (Info.getArgKind(0) == DiagnosticsEngine::ak_identifierinfo)
    Name = Info.getArgIdentifier(0)->getName().str();
  const auto *Scope = dyn_cast_or_null<NamedDecl>(
      reinterpret_cast<DeclContext *>(Info.getRawArg(1)));
  if (Name.empty() || !Scope || !Scope->getIdentifier())
    return false;
  std::string Key = tableKeyOf(Scope) + "::" + Name;
  if (!coveredByScopeRow(Table, Key))
    return false;

  if (!SM.isWrittenInMainFile(Loc))
    return true; // in a header: no facts to record
  unsigned Offset = SM.getFileOffset(Loc);
  if (Source.substr(Offset, Name.size()) == Name && Table.lookup(Key))
    Facts.ResolvedKeys[Offset] = Key;
  // The namespace qualifiers as written, innermost first, while they spell
  // the scopes (a class is not followed: `WarpReduce::TempStorage` may
  // name the user's alias of cub::WarpReduce).
  size_t End = Offset;
  bool DropRest = false;
  for (const DeclContext *DC = cast<DeclContext>(Scope); DC;
       DC = DC->getParent()) {
    const auto *NS = dyn_cast<NamespaceDecl>(DC);
    if (!NS || !NS->getIdentifier())
      break;
    if (NS->isInline() || NS->getName().starts_with("__"))
      continue;
    auto [Qualifier, Begin] = qualifierBefore(Source, End);
    if (Qualifier != NS->getName())
      break;
    std::string ScopeKey = tableKeyOf(NS);
    if (DropRest) {
      Facts.DroppedQualifiers.insert(Begin);
    } else if (const MappingRow *Row = Table.lookup(ScopeKey)) {
      if (ScopeKey != Qualifier || !Table.isDistinctiveCudaName(Qualifier))
        Facts.ResolvedKeys[Begin] = ScopeKey;
      DropRest = dropsQualifiers(ScopeKey, *Row);
    }
    End = Begin;
  }

  failStatement(End, Offset);
  return true;
}

/// In a statement Clang gave up on, the qualifiers that spell a namespace
/// row (`cub::` of `cub::BlockLoad<float, 128, 4, cub::BLOCK_LOAD_DIRECT>`
/// when the enumerator is what the stand-ins lack) get the facts the AST
/// would have given.
void StandInErrors::resolveWrittenQualifiers(size_t First, size_t Last) {
  for (size_t I = First; I < Last; ++I) {
    if (!isIdentChar(Source[I]) || (I > 0 && isIdentChar(Source[I - 1])) ||
        isdigit(static_cast<unsigned char>(Source[I])))
      continue;
    if (!qualifierBefore(Source, I).first.empty())
      continue; // not the first name of a chain
    std::string Key;
    bool DropRest = false;
    std::vector<size_t> Begins;
    for (size_t Begin = I;;) {
      size_t End = Begin;
      while (End < Last && isIdentChar(Source[End]))
        ++End;
      size_t Next = End;
      while (Next < Last && isspace(static_cast<unsigned char>(Source[Next])))
        ++Next;
      if (Source.substr(Next, 2) != "::")
        break;
      StringRef Name = Source.slice(Begin, End);
      Key += (Key.empty() ? "" : "::") + Name.str();
      const MappingRow *Row = Table.lookup(Key);
      if (!Row || Row->Kind != NameKind::Namespace)
        break;
      if (!Facts.ResolvedKeys.count(Begin) &&
          (Key != Name || !Table.isDistinctiveCudaName(Name)))
        Facts.ResolvedKeys[Begin] = Key;
      if (!DropRest && dropsQualifiers(Key, *Row)) {
        DropRest = true;
        for (size_t B : Begins)
          Facts.DroppedQualifiers.insert(B);
      }
      Begins.push_back(Begin);
      Begin = Next + 2;
      while (Begin < Last && isspace(static_cast<unsigned char>(Source[Begin])))
        ++Begin;
    }
  }
}

/// Notes the statement around \p Offset (from \p Begin back to the end of
/// the previous one, forward to its `;`) as failed, and the names it meant
/// to declare (`v` of `thrust::device_vector<float> v(n);`, `BlockReduce`
/// of `using BlockReduce = cub::BlockReduce<int, 256>;`): the identifiers
/// outside brackets.
void StandInErrors::failStatement(size_t Begin, size_t Offset) {
  size_t First =
      Begin == 0 ? StringRef::npos : Source.find_last_of(";{}", Begin - 1);
  First = First == StringRef::npos ? 0 : First + 1;
  size_t Last = std::min(Source.find(';', Offset), Source.size());
  FailedStatements.emplace_back(First, Last);
  resolveWrittenQualifiers(First, Last);
  int Depth = 0;
  for (size_t I = First; I < Last; ++I) {
    char C = Source[I];
    if (C == '<' || C == '(' || C == '[') {
      ++Depth;
    } else if ((C == '>' || C == ')' || C == ']') && Depth > 0) {
      --Depth;
    } else if (Depth == 0 && isIdentChar(C)) {
      size_t J = I;
      while (J < Last && isIdentChar(Source[J]))
        ++J;
      if (!isdigit(static_cast<unsigned char>(C)))
        FailedNames.insert(Source.slice(I, J));
      I = J - 1;
    }
  }
}

/// An error inside a statement resolveCoveredName took, or about a name it
/// failed to declare.
bool StandInErrors::followsCoveredName(const Diagnostic &Info,
                                       unsigned Offset) {
  for (auto [First, Last] : FailedStatements)
    if (Offset >= First && Offset <= Last)
      return true;
  if ((Info.getID() == diag::err_undeclared_var_use ||
       Info.getID() == diag::err_unknown_typename) &&
      Info.getNumArgs() >= 1) {
    std::string Name;
    if (Info.getArgKind(0) == DiagnosticsEngine::ak_declarationname)
      Name = DeclarationName::getFromOpaqueInteger(Info.getRawArg(0))
                 .getAsString();
    else if (Info.getArgKind(0) == DiagnosticsEngine::ak_identifierinfo)
      Name = Info.getArgIdentifier(0)->getName().str();
    if (FailedNames.contains(Name)) {
      // `__shared__ typename BlockReduce::TempStorage temp;` after the
      // alias failed: `temp` is not declared either.
      failStatement(Offset, Offset);
      return true;
    }
  }
  return false;
}
