"""Agreement of the engine with the official rulings, and why it disagrees, grouped.

    python -m tests.qa.report [--files] [DIR]

DIR defaults to tests/qa/ws. Prints the agreement rate (files whose ruling agrees / files), then
each kind of disagreement with its count, and (with --files) the files and details under it:
unsupported abilities by card text, unsupported assertions, the engine's disagreements by the
part of ``expect:`` that failed, and files that do not load. Exit code 0 (a report, not a test).
"""

from __future__ import annotations

import sys
from collections import Counter, defaultdict
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from qa_eval import category, evaluate  # noqa: E402

DEFAULT = Path(__file__).resolve().parent / "ws"


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
