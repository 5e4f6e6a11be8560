//===- RewriteRules.cpp - The registry of rewrite rules -------------------===//
#include "RewriteRule.h"

using namespace cu2hip;

std::vector<std::unique_ptr<RewriteRule>> cu2hip::createRewriteRules() {
  std::vector<std::unique_ptr<RewriteRule>> Rules;
#define CU2HIP_REWRITE_RULE(Class) Rules.push_back(create##Class());
#include "RewriteRules.def"
  return Rules;
}
