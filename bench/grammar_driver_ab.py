"""Same-process comparison of two ``grammar/lalr.py`` drivers (``FastLALR``): the inputs the
parsers meet in a pass over the WS and VG card lists (structure texts and clause sentences)
are recorded, then parsed by a base ``lalr.py`` (another checkout's, loaded under its own
module name) and by this checkout's, from the same tables; the trees (types, texts, spans)
must be equal. CPU time of all inputs, best of N alternated runs, collector paused.

    python bench/grammar_driver_ab.py BASE_CHECKOUT [N]
"""

from __future__ import annotations

import collections
import gc
import importlib.util
import json
import sys
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))


def main() -> int:
    import grammar.lalr as new
    import grammar.parse as parse
    from grammar.cache import cached, grammar_key
    from grammar.structure import fast_structure_parser
    from grammar.tables import shipped

    spec = importlib.util.spec_from_file_location(
        "base_lalr", Path(sys.argv[1]) / "grammar" / "lalr.py"
    )
    assert spec is not None and spec.loader is not None
    old: Any = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(old)
    repeat = int(sys.argv[2]) if len(sys.argv) > 2 else 7

    names: dict[int, str] = {id(parse.fast_clause_parser()): "clause"}
    for game in ("ws", "vg"):
        names[id(fast_structure_parser(game))] = f"structure-{game}"
    inputs: dict[str, list[str]] = collections.defaultdict(list)
    run = new.FastLALR._parse

    def record(self: Any, text: str) -> Any:
        inputs[names[id(self)]].append(text)
        return run(self, text)

    new.FastLALR._parse = record  # type: ignore[method-assign]
    for game in ("ws", "vg"):
        path = ROOT / ".." / "shared" / "cards" / f"{game}.cards.jsonl"
        for line in path.read_text(encoding="utf-8").splitlines():
            parse.parse_card(json.loads(line)["text"], game)
    new.FastLALR._parse = run  # type: ignore[method-assign]

    def tree(x: Any) -> Any:
        if hasattr(x, "children"):
            return (x.data, x.start, x.end, [tree(c) for c in x.children])
        return (x.type, str(x), x.start_pos, x.end_pos)

    def outcome(p: Any, text: str, failure: type) -> Any:
        try:
            return tree(p.parse_or_fail(text))
        except failure as e:
            return ("failure", e.pos)  # type: ignore[attr-defined]

    parsers = []
    for name, texts in inputs.items():
        tables = shipped(name) or cached(name, grammar_key(), lambda: None)
        a, b = old.FastLALR.from_spec(tables, None), new.FastLALR.from_spec(tables, None)
        differ = sum(
            outcome(a, t, old.ParseFailure) != outcome(b, t, new.ParseFailure) for t in texts
        )
        print(f"{name}: {len(texts)} inputs, {differ} trees differ")
        parsers.append((a, b, texts))
    gc.disable()
    best = [float("inf"), float("inf")]
    for r in range(repeat):
        for k in (0, 1) if r % 2 else (1, 0):
            start = time.process_time()
            for pair in parsers:
                p = pair[k]
                for t in pair[2]:
                    try:
                        p.parse_or_fail(t)
                    except Exception:  # noqa: S112 - failures are timed too
                        continue
            best[k] = min(best[k], time.process_time() - start)
    print(
        f"CPU s, best of {repeat}: base {best[0]:.4f}, this {best[1]:.4f}, ratio {best[1] / best[0]:.3f}"
    )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
