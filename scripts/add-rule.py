#!/usr/bin/env python3
"""Adds a rewrite rule to cu2hip, the way clang-tidy's add_new_check.py adds
a check: the rule's class, its claim and its line in the registry, its
diagnostic, the diagnostic's documentation page, a lit test and a unit test,
in one command.

  scripts/add-rule.py launch-bounds --class LaunchBoundsRule \\
      --diag launch-bounds --enum LaunchBounds --severity Warning \\
      --effort Low --category Portability \\
      --summary "a __launch_bounds__ argument HIP reads differently or not at all"

Writes lib/Rewrite/<Class>.cpp, test/rules/<diag>.test,
unittests/Rewrite/<Class>Test.cpp (with the one-rule harness) and
docs/diagnostics/<diag>.md, and adds lines to lib/Rewrite/RuleClaims.def (the
rule's claim, an identifier), lib/Rewrite/RewriteRules.def (the rule before
--before, by default the identifier rule, and its declared order before the
identifier rule, which its claim overlaps), lib/Rewrite/CMakeLists.txt,
unittests/CMakeLists.txt and include/cu2hip/Support/Diagnostics.def (sorted
by id). Refuses to overwrite anything. Then: fill in the rule, the page and
the tests, build, and run `ninja update-docs` (the diagnostics index is
generated).
"""
import argparse
import os
import re
import sys

SEVERITIES = ("Note", "Warning", "Error")
EFFORTS = ("Low", "Medium", "High")
CATEGORIES = ("Translation", "Wave64", "InlinePtx", "Portability", "Library",
              "Target", "Build", "Input")


def fail(message):
    print(f"add-rule: error: {message}", file=sys.stderr)
    sys.exit(1)


def read(path):
    with open(path, encoding="utf-8") as f:
        return f.read()


def write_new(path, text):
    if os.path.exists(path):
        fail(f"'{path}' exists already")
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "w", encoding="utf-8") as f:
        f.write(text)
    print(f"add-rule: wrote {path}")


def rewrite(path, text):
    with open(path, "w", encoding="utf-8") as f:
        f.write(text)
    print(f"add-rule: updated {path}")


def banner(left, right=""):
    """An LLVM file banner line of exactly 80 columns."""
    head = f"//===- {left} "
    tail = f" {right}-===//" if right else "===//"
    return head + "-" * max(3, 80 - len(head) - len(tail)) + tail


def rule_source(args):
    return f"""{banner(args.cls + '.cpp - ' + args.title)}
///
/// \\file
/// {args.summary[0].upper() + args.summary[1:]}.
/// Reported as [cu2hip-{args.diag}] (docs/diagnostics/{args.diag}.md).
///
//===----------------------------------------------------------------------===//
#include "RewriteContext.h"

using namespace cu2hip;
namespace tok = clang::tok;
using llvm::StringRef;

namespace {{
class {args.cls} : public RewriteRule {{
public:
  StringRef name() const override {{ return "{args.name}"; }}
  std::vector<RuleClaim> claims() const override {{
    return {{RuleClaim::{args.claim}}};
  }}

  /// Claims the tokens this rule handles (see RewriteRule.h); the rules
  /// after it in RewriteRules.def never see a claimed token.
  bool token(RewriteContext &Ctx, size_t &Index) override {{
    const TokenStream &T = Ctx.Tokens;
    if (!T[Index].isIdentifier() || T.text(Index) != "{args.trigger}")
      return false;
    Ctx.UsesCuda = true;
    Ctx.report(DiagKind::{args.enum}, T[Index].Offset,
               "{args.summary}", T.text(Index));
    return true;
  }}
}};
}} // namespace

std::unique_ptr<RewriteRule> cu2hip::create{args.cls}(RuleHandoffs &) {{
  return std::make_unique<{args.cls}>();
}}
"""


def doc_page(args):
    return f"""# cu2hip-{args.diag}

**Severity:** {args.severity.lower()}
**Effort:** {args.effort.lower()}

{args.summary[0].upper() + args.summary[1:]}.

## When it is reported

Reported by the `{args.name}` rewrite rule (`lib/Rewrite/{args.cls}.cpp`).

## What to do
"""


def lit_test(args):
    return f"""# The {args.name} rule: {args.summary}.
# RUN: %cu2hip %s -o %t.hip 2>%t.err
# RUN: FileCheck %s --input-file=%t.err --check-prefix=DIAG
# DIAG: {{{{.*}}}}: warning: {args.summary} [cu2hip-{args.diag}]

__global__ void kernel() {{}}
"""


def unit_test(args):
    return f"""{banner(args.cls + 'Test.cpp - The ' + args.name + ' rule alone')}
#include "RuleHarness.h"
#include "gmock/gmock.h"
#include "gtest/gtest.h"

using namespace cu2hip;
using ::testing::ElementsAre;

namespace {{

TEST({args.cls}Test, ReportsTheTrigger) {{
  llvm::StringRef Source = "void f() {{ {args.trigger}(); }}\\n";
  RuleRun R = runRule("{args.name}", Source);
  EXPECT_EQ(R.Text, Source);
  EXPECT_THAT(R.diagIds(), ElementsAre("{args.diag}"));
  EXPECT_TRUE(R.says("{args.summary}"));
}}

TEST({args.cls}Test, LeavesOtherNames) {{
  llvm::StringRef Source = "void f() {{ {args.trigger}_not(); }}\\n";
  RuleRun R = runRule("{args.name}", Source);
  EXPECT_EQ(R.Text, Source);
  EXPECT_TRUE(R.Findings.empty());
}}

}} // namespace
"""


def add_claim(root, args):
    path = os.path.join(root, "lib/Rewrite/RuleClaims.def")
    text = read(path)
    if re.search(rf"^CU2HIP_RULE_CLAIM\({args.claim},", text, re.M):
        fail(f"claim '{args.claim}' exists already")
    anchor = "\n#undef CU2HIP_RULE_CLAIM"
    if anchor not in text:
        fail(f"no '#undef CU2HIP_RULE_CLAIM' in {path} to add the claim before")
    line = (f'CU2HIP_RULE_CLAIM({args.claim}, Identifier,\n'
            f'                  "token: `{args.trigger}`")\n')
    at = text.index(anchor)
    rewrite(path, text[:at] + line + text[at:])


def add_registry_line(root, args):
    path = os.path.join(root, "lib/Rewrite/RewriteRules.def")
    text = read(path)
    if f"CU2HIP_REWRITE_RULE({args.cls})" in text:
        fail(f"{args.cls} is in RewriteRules.def already")
    anchor = f"CU2HIP_REWRITE_RULE({args.before})"
    at = text.find(anchor)
    if at < 0:
        fail(f"no {anchor} in {path} to add the rule before")
    line = f"CU2HIP_REWRITE_RULE({args.cls})"
    line = line.ljust(44) + f"// {args.title}\n"
    text = text[:at] + line + text[at:]
    # Its claim lies within the identifier rule's: declare which goes first.
    order = (f"CU2HIP_RULE_ORDER({args.cls}, IdentifierRule,\n"
             f'                  "`{args.trigger}` is seen before it is '
             f'claimed")\n')
    end = text.find("\n#undef CU2HIP_REWRITE_RULE")
    if end < 0:
        fail(f"no '#undef CU2HIP_REWRITE_RULE' in {path} to add the order "
             "before")
    rewrite(path, text[:end] + order + text[end:])


def add_source(root, args):
    path = os.path.join(root, "lib/Rewrite/CMakeLists.txt")
    lines = read(path).split("\n")
    entry = f"    {args.cls}.cpp"
    sources = [i for i, l in enumerate(lines) if re.fullmatch(r"    \w+\.cpp", l)]
    if not sources:
        fail(f"no source list in {path}")
    at = next((i for i in sources if lines[i] > entry), sources[-1] + 1)
    lines.insert(at, entry)
    rewrite(path, "\n".join(lines))


def add_unit_test(root, args):
    path = os.path.join(root, "unittests/CMakeLists.txt")
    lines = read(path).split("\n")
    entry = f"  Rewrite/{args.cls}Test.cpp"
    tests = [i for i, l in enumerate(lines)
             if re.fullmatch(r"  Rewrite/\w+\.cpp", l)]
    if not tests:
        fail(f"no Rewrite/ test list in {path}")
    at = next((i for i in tests if lines[i] > entry), tests[-1] + 1)
    lines.insert(at, entry)
    rewrite(path, "\n".join(lines))


def add_diagnostic(root, args):
    path = os.path.join(root, "include/cu2hip/Support/Diagnostics.def")
    text = read(path)
    rows = list(re.finditer(r'^CU2HIP_DIAG\((\w+), "([^"]+)",.*?\)\n', text,
                            re.M | re.S))
    if any(m.group(2) == args.diag for m in rows):
        fail(f"diagnostic '{args.diag}' exists already")
    if any(m.group(1) == args.enum for m in rows):
        fail(f"enumerator '{args.enum}' exists already")
    row = (f'CU2HIP_DIAG({args.enum}, "{args.diag}", {args.severity}, '
           f'{args.effort}, {args.category},\n            "{args.summary}")\n')
    after = [m for m in rows if m.group(2) < args.diag]
    at = after[-1].end() if after else rows[0].start()
    rewrite(path, text[:at] + row + text[at:])


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("name", help="the rule's id, e.g. launch-bounds")
    parser.add_argument("--class", dest="cls", required=True,
                        help="the rule's class, e.g. LaunchBoundsRule")
    parser.add_argument("--diag", required=True, help="its diagnostic's id")
    parser.add_argument("--enum", required=True,
                        help="the DiagKind enumerator, e.g. LaunchBounds")
    parser.add_argument("--severity", choices=SEVERITIES, default="Warning")
    parser.add_argument("--effort", choices=EFFORTS, default="Low")
    parser.add_argument("--category", choices=CATEGORIES, required=True)
    parser.add_argument("--summary", required=True,
                        help="the diagnostic's summary: lower case, no period")
    parser.add_argument("--title", help="a few words for the file banner "
                        "(default: the rule's id)")
    parser.add_argument("--trigger", default="TODO_CUDA_NAME",
                        help="the identifier the generated rule reports")
    parser.add_argument("--before", default="IdentifierRule",
                        help="the registry entry to put the rule before")
    parser.add_argument("--root", default=os.path.join(
        os.path.dirname(os.path.abspath(__file__)), ".."),
        help="the source tree (default: this script's)")
    args = parser.parse_args()
    args.title = args.title or args.name
    args.claim = args.cls[:-len("Rule")]
    if not re.fullmatch(r"[a-z0-9]+(-[a-z0-9]+)*", args.name + "-" + args.diag):
        fail("the rule's id and the diagnostic's are lower case words "
             "joined by '-'")
    if not re.fullmatch(r"[A-Z]\w*Rule", args.cls):
        fail("the class is CamelCase and ends in 'Rule'")
    if args.summary[:1].isupper() or args.summary.endswith("."):
        fail("a summary starts lower case and ends without a period, as "
             "LLVM's diagnostics do")
    root = os.path.abspath(args.root)
    write_new(os.path.join(root, f"lib/Rewrite/{args.cls}.cpp"),
              rule_source(args))
    write_new(os.path.join(root, f"docs/diagnostics/{args.diag}.md"),
              doc_page(args))
    write_new(os.path.join(root, f"test/rules/{args.diag}.test"),
              lit_test(args))
    write_new(os.path.join(root, f"unittests/Rewrite/{args.cls}Test.cpp"),
              unit_test(args))
    add_claim(root, args)
    add_registry_line(root, args)
    add_source(root, args)
    add_unit_test(root, args)
    add_diagnostic(root, args)
    print("add-rule: next: write the rule, its page and its tests; build; "
          "run `ninja update-docs`")
    return 0


if __name__ == "__main__":
    sys.exit(main())
