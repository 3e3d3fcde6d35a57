#!/usr/bin/env bash
# The repository explains itself (docs/README.md): no tracked file cites the project brief files
# that live outside the repository. Cite docs/design.md, docs/cli.md, docs/rules.md, docs/style.md
# and the public rule books instead. The brief's source documents are not cited either ("seed 001",
# "seed §4.2"): the rules they hold are restated in docs/rules.md (xiangqi competition rules §…).
set -u
root=${1:?usage: docs_citation_test.sh REPO_ROOT}
cd "$root" || exit 2
self=tests/docs_citation_test.sh
hits=$(git ls-files -z | grep -zv "^$self\$" |
  xargs -0 grep -nIE 'DESIGN\.md|RULES\.md|STYLE\.md|\.\./shared|[Ss]eed [0-9]{3}|[Ss]eed §' -- 2>/dev/null || true)
if [ -n "$hits" ]; then
  echo "docs citations: these lines cite files outside the repository (use docs/ instead):"
  echo "$hits"
  exit 1
fi
echo "docs citations: every citation stays inside the repository"
