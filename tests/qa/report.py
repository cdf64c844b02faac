"""Agreement of the engine with the official rulings, and why it disagrees, grouped.

    python -m tests.qa.report [--files] [--write-known] [DIR]

DIR defaults to tests/qa/ws. Prints the agreement rate (files whose ruling agrees / files), then
each kind of disagreement with its count, and (with --files) the files and details under it:
unsupported abilities by card text, unsupported assertions, the engine's disagreements by the
part of ``expect:`` that failed, and files that do not load. ``--write-known`` rewrites DIR's
known_failures.yaml from what was measured (every disagreeing file with its first reason), for
when a fix turns a known failure into an XPASS. Exit code 0 (a report, not a test).
"""

from __future__ import annotations

import os
import re
import sys
import tempfile
from collections import Counter, defaultdict
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from qa_eval import category, evaluate  # noqa: E402

DEFAULT = Path(__file__).resolve().parent / "ws"


def short(reason: str) -> str:
    """One line for known_failures.yaml."""
    kind, _, detail = reason.partition(": ")
    if kind == "unsupported ability":
        m = re.match(r"unsupported ability \(([^)]*)\): (.*)", detail)
        return f"unsupported ability ({m.group(1)}): {m.group(2)[:60]}" if m else reason[:90]
    if kind == "engine disagrees":
        detail = re.sub(r" \((got|outcome) .*", "", detail)
        return "engine: " + detail[:100]
    return reason[:110]


def write_known(root: Path, verdicts: list) -> int:
    lines = [
        "# file -> why the engine disagrees with the official ruling (run as strict xfail;",
        "# rewrite with python -m tests.qa.report --write-known)",
    ]
    n = 0
    for v in verdicts:
        if v.agrees:
            continue
        rs = list(dict.fromkeys(short(r) for r in v.reasons))
        txt = (rs[0] + (f" (+{len(rs) - 1} more)" if len(rs) > 1 else "")).replace('"', "'")
        lines.append(f'{v.path.name}: "{txt}"')
        n += 1
    fd, tmp = tempfile.mkstemp(dir=root, suffix=".tmp")
    with os.fdopen(fd, "w", encoding="utf-8") as f:
        f.write("\n".join(lines) + "\n")
    os.replace(tmp, root / "known_failures.yaml")
    return n


def main(argv: list[str]) -> int:
    show_files = "--files" in argv
    args = [a for a in argv if not a.startswith("--")]
    root = Path(args[0]) if args else DEFAULT
    files = sorted(p for p in root.glob("*.yaml") if p.name != "known_failures.yaml")
    if not files:
        print(f"no scenario files in {root}")
        return 0
    verdicts = [evaluate(p) for p in files]
    ok = sum(v.agrees for v in verdicts)
    print(f"agreement: {ok}/{len(files)} = {100 * ok / len(files):.1f}%  ({root})")
    if "--write-known" in argv:
        n = write_known(root, verdicts)
        print(f"known_failures.yaml: {n} files")
    by_file_kind: Counter[str] = Counter()
    details: dict[str, list[str]] = defaultdict(list)
    abilities: Counter[str] = Counter()
    for v in verdicts:
        kinds = {category(r) for r in v.reasons}
        for k in kinds:
            by_file_kind[k] += 1
        for r in v.reasons:
            details[category(r)].append(f"{v.path.name}: {r.partition(': ')[2]}")
            if r.startswith("unsupported ability"):
                abilities[r.partition(": ")[2]] += 1
    print("\nfiles that disagree, by reason (a file may have several):")
    for k, n in by_file_kind.most_common():
        print(f"  {n:4d}  {k}")
        if show_files:
            for d in details[k]:
                print(f"          {d[:240]}")
    if abilities and not show_files:
        print("\nunsupported abilities (most frequent first):")
        for a, n in abilities.most_common(15):
            print(f"  {n:4d}  {a[:200]}")
    return 0


if __name__ == "__main__":
    try:
        raise SystemExit(main(sys.argv[1:]))
    except BrokenPipeError:  # the output was cut short (| head): not an error of the report
        sys.stderr.close()
        raise SystemExit(0) from None
