//===- IdentifierRule.cpp - Rename and report CUDA identifiers ------------===//
///
/// \file
/// Every identifier the user wrote, in code, macro bodies and disabled
/// branches alike, is looked up in the tables. Context the token cannot give
/// (which struct a `.field` belongs to, what a namespace alias names) comes
/// from the AST facts when the file parsed.
///
//===----------------------------------------------------------------------===//
#include "CallPlan.h"
#include "RewriteContext.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringMap.h"

using namespace cu2hip;
namespace tok = clang::tok;
using llvm::StringRef;

/// `#if`, `#ifdef`, `#elif`...: the directives that test macros.
static bool isConditionalDirective(StringRef Directive) {
  return Directive == "if" || Directive == "ifdef" || Directive == "ifndef" ||
         Directive == "elif" || Directive == "elifdef" ||
         Directive == "elifndef";
}

Resolution cu2hip::resolveRow(RewriteContext &Ctx, const MappingRow &Row,
                              unsigned Offset) {
  HipVersion Target = Ctx.Options.Target;
  if (const LibraryInfo *Roc = rocLibraryFor(Ctx, Row))
    return resolveRocRow(Ctx, Row, *Roc, Offset);
  if (Row.Status == MappingStatus::Unsupported) {
    // A row may name a more specific id (graphics-interop, texture-reference).
    Ctx.report(
        diagKindFromId(Row.Diag).value_or(DiagKind::UnsupportedApi), Offset,
        "'" + Row.Cuda + "' has no HIP equivalent: " + Row.Reason, Row.Cuda);
    return {};
  }
  // What is written is the row's choice (MappingRow::emittedAt); what is
  // said about it is decided here.
  std::optional<RowEmission> Written = Row.emittedAt(Target);
  // Below hip_since (or in every HIP, for a row without one) the fallback
  // stands in, with its own handler; the row's attention note is about the
  // newer HIP name, so it does not apply.
  if (Written && Written->ViaFallback) {
    if (const Shim *S = shimProviding(Written->Name)) {
      if (!llvm::is_contained(Ctx.UsedShims, S))
        Ctx.UsedShims.push_back(S);
      if (!S->Exact)
        Ctx.report(DiagKind::ApiSemantics, Offset,
                   "'" + Row.Cuda + "' translated to '" + Written->Name +
                       "', from a shim " +
                       (Ctx.Options.CompatInclude.empty()
                            ? std::string("cu2hip writes into this file (")
                            : "in " + CompatHeaderName.str() + " (") +
                       (Row.Hip.empty() ? "HIP has no equivalent"
                                        : "HIP " + Target.str() + " has no '" +
                                              Row.Hip + "'") +
                       "): " + S->Note,
                   Row.Cuda);
      return {Written->Name, Written->Handler};
    }
    // The fallback's own caveats (__ballot's 64-bit result) still apply.
    if (const MappingRow *FB = Ctx.Table.lookup(Row.Fallback);
        FB && FB != &Row && FB->Status == MappingStatus::Attention)
      Ctx.report(diagKindFromId(FB->Diag).value_or(DiagKind::ApiSemantics),
                 Offset,
                 "'" + Row.Cuda + "' translated to '" + Row.Fallback +
                     "': " + FB->Reason,
                 Row.Cuda);
    return {Written->Name, Written->Handler};
  }
  if (!Row.Hip.empty() && Target < Row.HipSince) {
    Ctx.report(DiagKind::UnsupportedInTarget, Offset,
               "'" + Row.Cuda + "' maps to '" + Row.Hip + "', added in HIP " +
                   Row.HipSince.str() + "; the target is HIP " + Target.str(),
               Row.Cuda);
    return {};
  }
  if (Row.Status == MappingStatus::Attention) {
    DiagKind Kind = diagKindFromId(Row.Diag).value_or(DiagKind::ApiSemantics);
    Ctx.report(Kind, Offset,
               "'" + Row.Cuda + "'" +
                   (Row.Hip.empty() || leafName(Row.Hip) == leafName(Row.Cuda)
                        ? ""
                        : " translated to '" + Row.Hip + "'") +
                   ": " + Row.Reason,
               Row.Cuda);
  }
  if (Row.Hip.empty())
    return {};
  if (!Written) { // removed by the target
    Ctx.report(DiagKind::UnsupportedInTarget, Offset,
               "'" + Row.Cuda + "' maps to '" + Row.Hip + "', removed in HIP " +
                   Row.HipRemoved.str() + "; the target is HIP " + Target.str(),
               Row.Cuda);
    return {};
  }
  if (Row.HipDeprecated.isSet() && Row.HipDeprecated <= Target)
    Ctx.report(DiagKind::DeprecatedInTarget, Offset,
               "'" + Row.Hip + "' (for '" + Row.Cuda +
                   "') is deprecated since HIP " + Row.HipDeprecated.str(),
               Row.Cuda);
  return {Written->Name, Written->Handler};
}

/// `namespace cg = cooperative_groups;`: the file's aliases of namespaces
/// the tables describe, alias -> namespace, read from the tokens so that
/// `cg::reduce` is CUDA's `cooperative_groups::reduce` where no AST says so
/// (a file that did not parse, --no-ast).
using NamespaceAliases = llvm::StringMap<std::string>;

static NamespaceAliases findNamespaceAliases(const RewriteContext &Ctx) {
  const TokenStream &T = Ctx.Tokens;
  NamespaceAliases Aliases;
  for (size_t I = 0; I + 4 < T.size(); ++I) {
    if (!T[I].isIdentifier() || T.text(I) != "namespace" ||
        !T[I + 1].isIdentifier() || !T[I + 2].is(tok::equal))
      continue;
    std::string Target;
    size_t J = I + 3;
    if (T[J].is(tok::coloncolon))
      ++J;
    for (; J + 1 < T.size() && T[J].isIdentifier(); J += 2) {
      Target += (Target.empty() ? "" : "::") + T.text(J).str();
      if (!T[J + 1].is(tok::coloncolon))
        break;
    }
    const MappingRow *Row = Ctx.Table.lookup(Target);
    if (J + 1 < T.size() && T[J + 1].is(tok::semi) && Row &&
        Row->Kind == NameKind::Namespace)
      Aliases[T.text(I + 1)] = Target;
  }
  return Aliases;
}

/// The table key for the identifier at \p Index, or "" when its context
/// (a member access, a user's namespace) puts it out of the tables' reach.
/// \p Qualified is set when a CUDA namespace written before the token (or
/// an alias of one) makes it CUDA's.
static std::string tableKey(const RewriteContext &Ctx,
                            const NamespaceAliases &Aliases, size_t Index,
                            bool &Qualified) {
  const TokenStream &T = Ctx.Tokens;
  unsigned Offset = T[Index].Offset;
  if (Ctx.Facts)
    if (auto It = Ctx.Facts->ResolvedKeys.find(Offset);
        It != Ctx.Facts->ResolvedKeys.end())
      return It->second;
  StringRef Name = T.text(Index);
  if (Index == 0)
    return Name.str();
  const RawToken &Prev = T[Index - 1];
  if (Prev.is(tok::period) || Prev.is(tok::arrow))
    return ""; // a member: only the AST knows whose
  if (Prev.is(tok::coloncolon) && Index >= 2) {
    const RawToken &Scope = T[Index - 2];
    if (Scope.isIdentifier() && T.text(Scope) == "cooperative_groups") {
      Qualified = true;
      return ("cooperative_groups::" + Name).str();
    }
    if (Scope.isIdentifier() &&
        !(Index >= 3 && T[Index - 3].is(tok::coloncolon)))
      if (auto It = Aliases.find(T.text(Scope)); It != Aliases.end()) {
        Qualified = true;
        return It->second + "::" + Name.str();
      }
    if (Scope.isIdentifier() || Scope.is(tok::greater))
      return ""; // qualified by the user's own scope
  }
  return Name.str();
}

/// Whether the access in tokens [\p Begin, \p Last] is only read: not
/// assigned, incremented or decremented, and its address not taken (a value
/// has no address: `&prop.deviceOverlap` cannot become `&(1)`).
static bool onlyRead(const TokenStream &T, size_t Begin, size_t Last) {
  if (Last + 1 < T.size()) {
    const RawToken &After = T[Last + 1];
    if (After.isOneOf(tok::equal, tok::plusequal, tok::minusequal,
                      tok::starequal, tok::slashequal, tok::percentequal,
                      tok::ampequal, tok::pipeequal, tok::caretequal,
                      tok::lesslessequal, tok::greatergreaterequal) ||
        After.isOneOf(tok::plusplus, tok::minusminus))
      return false;
  }
  if (Begin == 0)
    return true;
  const RawToken &Before = T[Begin - 1];
  if (Before.isOneOf(tok::plusplus, tok::minusminus))
    return false;
  // A unary `&`: nothing that ends an operand comes before it.
  return !(Before.is(tok::amp) &&
           (Begin < 2 || !(T[Begin - 2].isIdentifier() ||
                           T[Begin - 2].isOneOf(tok::numeric_constant,
                                                tok::r_paren, tok::r_square))));
}

/// Replaces `object.member` / `object.member()` at \p Index (the member's
/// token) with \p Value, or with the call `Value(object)` for a shim that
/// computes the member from its object, where the object is a chain of plain
/// names; else reports that the value must be written by hand.
static void replaceMemberAccess(RewriteContext &Ctx, const MappingRow &Row,
                                StringRef Value, size_t Index, bool Call) {
  const TokenStream &T = Ctx.Tokens;
  unsigned End = T[Index].end();
  bool Empty = Index + 2 < T.size() && T[Index + 1].is(tok::l_paren) &&
               T[Index + 2].is(tok::r_paren);
  if (Empty)
    End = T[Index + 2].end();
  size_t Begin = Index;
  while (Begin >= 2 &&
         (T[Begin - 1].is(tok::period) || T[Begin - 1].is(tok::arrow)) &&
         T[Begin - 2].isIdentifier())
    Begin -= 2;
  bool Plain = Begin < Index &&
               (Begin == 0 || !T[Begin - 1].isOneOf(tok::period, tok::arrow,
                                                    tok::coloncolon));
  if (Plain && (!Call || Empty) &&
      onlyRead(T, Begin, Empty ? Index + 2 : Index) &&
      Ctx.Edits.isFree(T[Begin].Offset, End - T[Begin].Offset)) {
    std::string Text = "(" + Value.str() + ")";
    if (Call) {
      StringRef Object = T.source().slice(T[Begin].Offset, T[Index - 1].Offset);
      Text = Value.str() + "(" + (T[Index - 1].is(tok::arrow) ? "*" : "") +
             Object.str() + ")";
    }
    Ctx.Edits.addFree({T[Begin].Offset, End - T[Begin].Offset, Text});
    return;
  }
  Ctx.report(DiagKind::UnsupportedInTarget, T[Index].Offset,
             "'" + Row.Cuda + "' is '" + Value + "' in HIP " +
                 Ctx.Options.Target.str() +
                 ", but the object before it is "
                 "not a plain name, or the access is written or its address "
                 "taken: write the " +
                 (Call ? "call" : "value") + " in by hand",
             Row.Cuda);
}

/// Reports that the call whose callee is token \p NameIndex stays CUDA, and
/// keeps its arguments as written too, as CallPlan::plan does.
static void keepCallAsCuda(RewriteContext &Ctx, CallPlan &Plan,
                           size_t NameIndex, const llvm::Twine &Message,
                           StringRef CudaName) {
  const TokenStream &T = Ctx.Tokens;
  Ctx.report(DiagKind::CallNotRewritten, T[NameIndex].Offset, Message,
             CudaName);
  // A handler's edits (the only ones refused) come with a closed call.
  size_t Close = T.findClosing(NameIndex + 1);
  if (Close < T.size())
    Plan.freezeUntil(T[Close].Offset);
}

/// The row of the identifier at \p Index where the identifier is CUDA's;
/// null otherwise, having reported a name that looks like CUDA's but that
/// the tables lack. \p Confirmed: the AST tied it to a CUDA declaration.
static const MappingRow *cudaRowAt(RewriteContext &Ctx,
                                   const NamespaceAliases &Aliases,
                                   size_t Index, bool Confirmed) {
  const TokenStream &T = Ctx.Tokens;
  const RawToken &Tok = T[Index];
  StringRef Name = T.text(Index);
  bool Qualified = false;
  std::string Key = tableKey(Ctx, Aliases, Index, Qualified);
  if (Key.empty())
    return nullptr;
  const MappingRow *Row = Ctx.Table.lookup(Key);
  if (Row && Row->Kind == NameKind::Header)
    Row = nullptr; // a header name is only meaningful on an #include line
  // `min`, `any`, `sinf`: CUDA's only if the AST says so. Without an AST
  // (--no-ast, or the scan that decides which files use CUDA) leave them.
  // A macro row tested by a conditional (`#ifdef _CUFFT_H_`, which Clang
  // does not expand) is CUDA's whatever it looks like.
  if (Row && !Confirmed && !Qualified &&
      !Ctx.Table.isDistinctiveCudaName(Name) &&
      !(Row->Kind == NameKind::Macro &&
        isConditionalDirective(T.directiveName(Index))))
    return nullptr;
  if (!Row) {
    bool KnownToAst = Ctx.Facts && (Ctx.Facts->UnmappedRefs.count(Tok.Offset) ||
                                    Ctx.Facts->UserMacroNames.contains(Name));
    if (!KnownToAst && Ctx.Table.looksLikeCudaName(Name) &&
        !Ctx.LocalMacros.contains(Name))
      Ctx.report(DiagKind::UnmappedApi, Tok.Offset,
                 "'" + Name +
                     "' looks like a CUDA name but the mapping tables do not "
                     "classify it; translate it by hand",
                 Name);
  }
  return Row;
}

/// A macro row that expands to nothing, or one tested to learn which header
/// was included: rewrites or reports the use at \p Index and returns true;
/// false for any other use, which resolveRow decides.
static bool rewriteMacroUse(RewriteContext &Ctx, const MappingRow &Row,
                            size_t Index) {
  const TokenStream &T = Ctx.Tokens;
  const RawToken &Tok = T[Index];
  bool Tested = isConditionalDirective(T.directiveName(Index));
  // `void CUDART_CB callback(...)`: the macro expands to nothing here; it
  // goes with the blanks after it. Where code tests it, tested_as applies.
  if (Row.Status == MappingStatus::Removed) {
    if (!Tested) {
      StringRef After = T.source().drop_front(Tok.end());
      unsigned Blanks = After.size() - After.ltrim(" \t").size();
      // Free: the token was checked by the caller; the blanks hold no token.
      Ctx.Edits.addFree({Tok.Offset, Tok.Length + Blanks, ""});
      return true;
    }
    if (Row.TestedAs.empty()) {
      Ctx.report(DiagKind::UnsupportedApi, Tok.Offset,
                 "'" + Row.Cuda +
                     "' is tested here, but HIP defines no such macro: test "
                     "a macro of the HIP header instead",
                 Row.Cuda);
      return true;
    }
  }
  // A macro tested to learn which header was included: the HIP header's.
  if (Row.TestedAs.empty() || !Tested)
    return false;
  // The HIP macro says the hip* header was included, which --roc's output
  // does not include.
  if (const LibraryInfo *Roc = rocLibraryOf(Ctx, Row.Family)) {
    Ctx.report(DiagKind::RocUnsupported, Tok.Offset,
               "'" + Row.Cuda + "' is tested to learn whether the " +
                   Roc->CudaName +
                   " header was included: under --roc, "
                   "test a macro of the " +
                   Roc->RocName + " header instead",
               Row.Cuda);
    return true;
  }
  // Free: the token was checked by the caller and nothing edited it since.
  Ctx.Edits.addFree({Tok.Offset, Tok.Length, Row.TestedAs.str()});
  return true;
}

/// Writes the name \p Row resolves to at the identifier \p Index, with its
/// handler's argument edits, or plans its call's argument list.
static void rewriteWithRow(RewriteContext &Ctx, CallPlan &Plan,
                           const MappingRow &Row, size_t Index) {
  const TokenStream &T = Ctx.Tokens;
  const RawToken &Tok = T[Index];
  Resolution R = resolveRow(Ctx, Row, Tok.Offset);
  if (R.Name.empty())
    return;
  // A HIP signature that differs: only calls the template is faithful for
  // are renamed; the others keep the CUDA name (and fail to build loudly).
  bool TemplateCall = R.Name == Row.Hip && (!Row.Args.empty() || Row.ArgsFrom);
  if (TemplateCall && !Plan.plan(Ctx, Row, Index))
    return;
  // A field or a getter whose value stands in for it (`prop.deviceOverlap`
  // -> `1`, `block.group_dim()` -> `dim3(blockDim.x, ...)`), or a getter a
  // shim computes from the object (`tile.meta_group_rank()` ->
  // `cu2hip_meta_group_rank(tile)`): the whole access goes, call included,
  // where the object is a plain name (`a.b->c`) whose evaluation does nothing.
  bool ShimGetter = Row.Kind == NameKind::Member && shimProviding(R.Name);
  if (Row.Kind == NameKind::Member && (isMacroValue(R.Name) || ShimGetter)) {
    replaceMemberAccess(Ctx, Row, R.Name, Index, ShimGetter);
    return;
  }
  // `ns::name` and `Struct::field` rows name the token's replacement in
  // their last component.
  StringRef NewName = leafName(R.Name);
  std::vector<Edit> Edits;
  if (NewName != T.text(Index))
    Edits.push_back({Tok.Offset, Tok.Length, NewName.str()});
  HandlerEdits Adjusted;
  if (R.Handler != HandlerKind::None && !TemplateCall)
    Adjusted = handlerEdits(Ctx, R.Handler, Index);
  llvm::append_range(Edits, Adjusted.Edits);
  // The token is free (checked by the caller), so only the arguments' edits
  // can be refused; a renamed callee with its old arguments would be wrong.
  if (!Ctx.Edits.addAll(std::move(Edits))) {
    keepCallAsCuda(Ctx, Plan, Index,
                   "'" + Row.Cuda + "' left as is: HIP's '" + R.Name +
                       "' takes its arguments otherwise, and another "
                       "rewrite overlaps them",
                   Row.Cuda);
    return;
  }
  llvm::append_range(Ctx.Findings, Adjusted.Findings);
}

/// Renames and reports the identifier at \p Index (rule: identifiers).
static void rewriteIdentifier(RewriteContext &Ctx, CallPlan &Plan,
                              const NamespaceAliases &Aliases, size_t Index) {
  const TokenStream &T = Ctx.Tokens;
  const RawToken &Tok = T[Index];
  // A reference the AST tied to a CUDA declaration is CUDA's even where the
  // user also declares that name (a local `int any` beside CUDA's any()).
  bool Confirmed = Ctx.Facts && Ctx.Facts->ResolvedKeys.count(Tok.Offset) != 0;
  if (!Confirmed && Ctx.Facts &&
      Ctx.Facts->UserEntityNames.contains(T.text(Index)))
    return;
  // A handler already rewrote this token (a dropped mask argument), or it
  // is an argument of a call deliberately left as CUDA.
  if (!Ctx.Edits.isFree(Tok.Offset, Tok.Length) || Plan.isFrozen(Tok.Offset))
    return;
  // `cuda::` of `cuda::std::min`: the row for `cuda::std` names `std`.
  if (Ctx.Facts && Ctx.Facts->DroppedQualifiers.count(Tok.Offset) &&
      Index + 1 < T.size() && T[Index + 1].is(tok::coloncolon)) {
    Ctx.UsesCuda = true;
    // Free: the token was checked above, and no rule's edit starts or ends
    // inside the `::` after it.
    Ctx.Edits.addFree({Tok.Offset, T[Index + 1].end() - Tok.Offset, ""});
    return;
  }
  const MappingRow *Row = cudaRowAt(Ctx, Aliases, Index, Confirmed);
  if (!Row)
    return;
  Ctx.UsesCuda = true;
  Ctx.ApiUseSites.emplace_back(Tok.Offset, Row->Family);
  if (!rewriteMacroUse(Ctx, *Row, Index))
    rewriteWithRow(Ctx, Plan, *Row, Index);
}

namespace {
class IdentifierRule : public RewriteRule {
public:
  IdentifierRule(CallPlan &Plan, const CoveredTokens &Covered)
      : Plan(Plan), Covered(Covered) {}
  llvm::StringRef name() const override { return "identifiers"; }
  std::vector<RuleClaim> claims() const override {
    return {RuleClaim::Identifier};
  }
  void start(RewriteContext &Ctx) override {
    Aliases = findNamespaceAliases(Ctx);
  }
  /// Every identifier the rules before it did not claim; those a line-level
  /// rule already reported (the arch-condition rule's CoveredTokens) stay as
  /// written.
  bool token(RewriteContext &Ctx, size_t &Index) override {
    const RawToken &T = Ctx.Tokens[Index];
    if (!T.isIdentifier())
      return false;
    if (!Covered.contains(T.Offset))
      rewriteIdentifier(Ctx, Plan, Aliases, Index);
    return true;
  }

private:
  NamespaceAliases Aliases;
  CallPlan &Plan;               ///< the call rule's (RuleHandoffs)
  const CoveredTokens &Covered; ///< the arch-condition rule's
};
} // namespace

std::unique_ptr<RewriteRule>
cu2hip::createIdentifierRule(RuleHandoffs &Handoffs) {
  assert(Handoffs.Calls && Handoffs.Covered &&
         "the call and arch-condition rules come before it in the registry");
  return std::make_unique<IdentifierRule>(*Handoffs.Calls, *Handoffs.Covered);
}
