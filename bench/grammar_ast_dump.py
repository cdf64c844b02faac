"""Every corpus card's AST (spans included) and diagnostics as JSON lines, to check that a
change to the parser's machinery leaves its output identical: run it on the tree before the
change and on the tree after, and compare the two files (``cmp``).

The texts: the WS and VG card lists (``../shared/cards`` beside this script's checkout) and every example of
``tests/fixtures/card_examples/<game>.yaml`` (examples, keyword examples, printed texts), parsed
in one process as the benchmark parses them (the sentence caches warm from card to card), then
again in reverse order after ``clear_caches`` (other offsets, other reuse).

    python bench/grammar_ast_dump.py ROOT OUT.jsonl [--offsets]   # ROOT: the checkout whose grammar runs

``--offsets``: each record also holds the normalised text's offset map (the source span of
each normalised character, ``Normalised.offsets``), computed for every card: a change to the
normalisation is checked down to the offsets back to the source.
"""

from __future__ import annotations

import gc
import json
import sys
from pathlib import Path


def main() -> int:
    root, out_path = Path(sys.argv[1]).resolve(), sys.argv[2]
    offsets = "--offsets" in sys.argv[3:]
    sys.path.insert(0, str(root))
    import yaml

    from grammar.check import to_jsonable
    from grammar.parse import clear_caches, parse_card

    corpora: dict[str, list[str]] = {}
    cards = Path(__file__).resolve().parents[1] / ".." / "shared" / "cards"
    for game in ("ws", "vg"):
        lines = (cards / f"{game}.cards.jsonl").read_text(encoding="utf-8").splitlines()
        corpora[game] = [json.loads(x)["text"] for x in lines if x.strip()]
    fixtures = root / "tests" / "fixtures" / "card_examples"
    for game in ("ws", "vg", "vs", "co", "mc"):
        data = yaml.safe_load((fixtures / f"{game}.yaml").read_text(encoding="utf-8"))
        entries = data.get("examples", []) + data.get("keywords", []) + data.get("printed", [])
        corpora.setdefault(game, []).extend(e["text"] for e in entries if "text" in e)
    gc.disable()
    with open(out_path, "w", encoding="utf-8") as out:
        for order in ("forward", "reverse"):
            clear_caches()
            for game, texts in corpora.items():
                for i, text in enumerate(texts if order == "forward" else texts[::-1]):
                    r = parse_card(text, game)
                    record = {
                        "game": game,
                        "i": i,
                        "order": order,
                        "ok": r.ok,
                        "normalised": r.normalised.text,
                        "card": None if r.card is None else to_jsonable(r.card),
                        "diagnostics": [
                            [d.severity, d.message, d.span.start, d.span.end, list(d.expected)]
                            + [d.found, d.hint]
                            for d in r.diagnostics
                        ],
                    }
                    if offsets:
                        record["starts"] = list(r.normalised.offsets.starts)
                        record["ends"] = list(r.normalised.offsets.ends)
                    out.write(json.dumps(record, ensure_ascii=False, sort_keys=True) + "\n")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
