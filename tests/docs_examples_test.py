#!/usr/bin/env python3
"""Every example of README.md and docs/*.md is run and its output compared (docs/style.md,
"Examples in the documentation").

An example is a fenced block whose info string is `console`. In it a line starting with `$ ` is a
command (a line ending with a backslash continues on the next one); the lines after it, up to the
next command or the end of the block, are what it prints: its standard output, then its standard
error. A line that is exactly `...` matches any number of lines (none too); `...` inside a line
matches any text within that line. A last line `[exit N]` is the exit status it must end with;
without one the status must be 0. Fenced blocks in other languages are not run, and a `$ arbiter`
line outside a console block is an error (it would look like an example and never be checked).

Commands run with bash from the repository root; `arbiter` and `./arbiter` are the built binary
given on the command line (not the wrapper script, which would build). A command that names an
engine under /usr/games that is not installed is skipped and said so.

usage: docs_examples_test.py ARBITER REPO_ROOT
"""

import difflib
import os
import re
import subprocess
import sys
import time

FENCE = re.compile(r"^(\s*)(`{3,}|~{3,})\s*([^\s`]*)")
EXIT_LINE = re.compile(r"^\[exit (\d+)\]$")
ENGINE = re.compile(r"/usr/games/[A-Za-z0-9_.+-]+")
WRAPPER = re.compile(r"(^|[\s|;&(])\./arbiter(?=\s|$)")
TIMEOUT_SECONDS = 60


class Example:
    def __init__(self, path, line, command):
        self.path = path
        self.line = line
        self.command = command
        self.expected = []
        self.status = 0

    def where(self):
        return f"{self.path}:{self.line}"


def read_examples(root, relpath, errors):
    """The console examples of one Markdown file; errors gets every malformed block."""
    with open(os.path.join(root, relpath), encoding="utf-8") as f:
        lines = f.read().split("\n")
    examples = []
    fence = None  # (marker, language) while inside a fenced block
    current = None
    pending = None  # a command continued with a backslash
    block_has_command = False
    for number, text in enumerate(lines, start=1):
        match = FENCE.match(text)
        if fence is None:
            if match:
                fence = (match.group(2), match.group(3))
                block_has_command = False
                current = None
                start = number
            elif text.lstrip().startswith(("$ arbiter", "$ ./arbiter")):
                errors.append(f"{relpath}:{number}: a command outside a ```console block is never run")
            continue
        marker, language = fence
        if text.strip().startswith(marker[0] * len(marker)) and text.strip() == text.strip()[0] * len(text.strip()):
            if language == "console":
                if pending is not None:
                    errors.append(f"{relpath}:{pending.line}: the command's last line ends with a backslash")
                if not block_has_command:
                    errors.append(f"{relpath}:{start}: a console block without a `$ ` command")
            fence = None
            pending = None
            continue
        if language != "console":
            if text.lstrip().startswith(("$ arbiter", "$ ./arbiter")):
                errors.append(
                    f"{relpath}:{number}: a command in a ```{language} block is never run (use ```console)")
            continue
        if pending is not None:
            pending.command += "\n" + text
            if not text.endswith("\\"):
                pending = None
            continue
        if text.startswith("$ "):
            current = Example(relpath, number, text[2:])
            examples.append(current)
            block_has_command = True
            if text.endswith("\\"):
                pending = current
            continue
        if current is None:
            errors.append(f"{relpath}:{number}: output before the first `$ ` command of the block")
            continue
        current.expected.append(text)
    if fence is not None:
        errors.append(f"{relpath}: a fenced block is never closed")
    for example in examples:
        if example.expected and EXIT_LINE.match(example.expected[-1]):
            example.status = int(EXIT_LINE.match(example.expected[-1]).group(1))
            example.expected.pop()
    return examples


def line_matches(pattern, text):
    if "..." not in pattern:
        return pattern == text
    parts = [re.escape(part) for part in pattern.split("...")]
    return re.fullmatch(".*".join(parts), text, re.DOTALL) is not None


def output_matches(expected, actual):
    """Whether the actual lines match the expected ones, a line `...` matching any run of lines.
    Dynamic programming over (expected, actual) prefixes, no recursion."""
    n, m = len(expected), len(actual)
    # reach[j]: expected[:i] matches actual[:j]
    reach = [True] + [False] * m
    for i in range(n):
        pattern = expected[i]
        following = [False] * (m + 1)
        if pattern == "...":
            seen = False
            for j in range(m + 1):
                seen = seen or reach[j]
                following[j] = seen
        else:
            for j in range(m):
                if reach[j] and line_matches(pattern, actual[j]):
                    following[j + 1] = True
        reach = following
    return reach[m]


def split_lines(data):
    text = data.decode("utf-8", errors="replace")
    if text.endswith("\n"):
        text = text[:-1]
    return text.split("\n") if text else []


def run(example, arbiter, root):
    missing = [e for e in ENGINE.findall(example.command) if not os.access(e, os.X_OK)]
    if missing:
        return None, f"skipped: {', '.join(missing)} is not installed"
    script = 'arbiter() { "$ARBITER_EXAMPLE_BINARY" "$@"; }\n' + WRAPPER.sub(r"\1arbiter", example.command)
    # PATH too: the job lines of `perft --split` call `arbiter` from PATH (through GNU parallel).
    path = os.path.dirname(arbiter) + os.pathsep + os.environ.get("PATH", "")
    env = dict(os.environ, ARBITER_EXAMPLE_BINARY=arbiter, LC_ALL="C.UTF-8", PATH=path)
    try:
        done = subprocess.run(["bash", "-c", script], cwd=root, env=env, stdin=subprocess.DEVNULL,
                              capture_output=True, timeout=TIMEOUT_SECONDS)
    except subprocess.TimeoutExpired:
        return None, f"FAIL: did not end within {TIMEOUT_SECONDS} s"
    return (split_lines(done.stdout) + split_lines(done.stderr), done.returncode), None


def compare(example, result):
    """None when the example holds, else the text that says how it does not."""
    actual, status = result
    if output_matches(example.expected, actual) and status == example.status:
        return None
    report = [f"FAIL {example.where()}: $ {example.command}"]
    if status != example.status:
        report.append(f"  exit status {status}, the example says {example.status}")
    if not output_matches(example.expected, actual):
        diff = difflib.unified_diff(example.expected, actual, "documented", "printed", lineterm="", n=2)
        report.extend("  " + line for line in diff)
    return "\n".join(report)


def self_test(examples, arbiter, root):
    """The comparison can fail: the matcher on small cases, and the first example that runs with
    a wrong line planted in its expected output."""
    cases = [
        (["a", "b"], ["a", "b"], True), (["a", "b"], ["a", "c"], False), (["a"], ["a", "b"], False),
        (["...", "b"], ["x", "y", "b"], True), (["a", "...", "z"], ["a", "z"], True),
        (["a", "..."], ["a", "b", "c"], True), (["a", "...", "z"], ["a", "b"], False),
        (["x ... y"], ["x 12 y"], True), (["x ... y"], ["x 12 z"], False), ([], [], True),
        (["..."], [], True), ([], ["a"], False), (["n (1.5 s)"], ["n (1x5 s)"], False),
    ]
    for expected, actual, holds in cases:
        if output_matches(expected, actual) != holds:
            return f"self-test: the matcher says {not holds} for {expected} against {actual}"
    for example in examples:
        result, skipped = run(example, arbiter, root)
        if result is None:
            continue
        planted = Example(example.path, example.line, example.command)
        planted.expected = ["a line no command prints"] + example.expected
        planted.status = example.status
        if compare(planted, result) is None:
            return f"self-test: a planted wrong line in {example.where()} was not caught"
        wrong_status = Example(example.path, example.line, example.command)
        wrong_status.expected = example.expected
        wrong_status.status = example.status + 1
        if compare(wrong_status, result) is None:
            return f"self-test: a planted wrong exit status in {example.where()} was not caught"
        return None
    return "self-test: no example could run"


def main(argv):
    if len(argv) != 3:
        print("usage: docs_examples_test.py ARBITER REPO_ROOT", file=sys.stderr)
        return 2
    arbiter, root = os.path.abspath(argv[1]), os.path.abspath(argv[2])
    pages = ["README.md"] + sorted(
        os.path.join("docs", name) for name in os.listdir(os.path.join(root, "docs")) if name.endswith(".md"))
    errors, examples = [], []
    for page in pages:
        examples.extend(read_examples(root, page, errors))
    for error in errors:
        print(error)
    if not examples:
        print("docs examples: no ```console example found")
        return 1
    problem = self_test(examples, arbiter, root)
    if problem:
        print(problem)
        return 1
    failures, skipped, began = 0, 0, time.monotonic()
    for example in examples:
        start = time.monotonic()
        result, note = run(example, arbiter, root)
        seconds = time.monotonic() - start
        if result is None:
            print(f"{note.split(':')[0].upper()} {example.where()}: {note}")
            failures += note.startswith("FAIL")
            skipped += note.startswith("skipped")
            continue
        report = compare(example, result)
        if report:
            print(report)
            failures += 1
        else:
            print(f"ok {example.where()} ({seconds:.2f} s)")
    total = time.monotonic() - began
    print(f"docs examples: {len(examples)} examples in {len(pages)} pages, {failures} failed, "
          f"{skipped} skipped, {len(errors)} malformed, {total:.1f} s")
    return 1 if failures or errors else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
