"""The systematic pass over each rules document for open readings (issue 14: every situation the
text leaves unsettled is flagged).

The audits of ``ruling/games/<game>.unsettled.yaml`` were built from what earlier rounds read
(the chapters where rulings were decided); each new blind set found points they lacked. This
pass reads the whole document instead: every clause carrying a marker of an open reading

- a word that announces an exception or a limit the sentence does not state: 「原則として」 (as a
  rule: which exceptions?), 「可能な限り」 (as far as possible: how far, chosen by whom?),
  「など」 (a list left open: what else is in it?), 「場合があ(る/ります)」 (a case that may arise:
  is it then settled?);
- a flag of the KB on its printed text: ``possible_contradiction`` (the same sentence negated
  elsewhere), ``odd_negation`` (an out-of-register negation, likely edited);

must have a verdict: an entry of the game's audit naming the clause (the point is recorded and
raised where the engine rests on it), a verdict of ``text_flags.yaml`` (the KB's flags), or a
line of ``ruling/games/unsettled_scan.yaml`` saying why the text settles it (the exception is
named by another clause, the card text decides by the text-over-rules clause, …) or which entry
records it. tests/ruling/test_unsettled_r27.py checks that none is left without one.

The broader markers (「または」「通常」「基本的に」: two alternatives, a default) are not yet
enforced (too many to read in one pass): ``--wide`` lists the clauses holding one that no entry
names, to be read next.

    python -m ruling.unsettled_scan            # per game: marked clauses, verdicts, open ones
    python -m ruling.unsettled_scan --open     # … and each clause still without a verdict
    python -m ruling.unsettled_scan --wide     # … and the broader markers' clauses
"""

from __future__ import annotations

import sys
from collections import Counter
from dataclasses import dataclass
from typing import Any

import yaml

from ruling.unsettled import DATA, GAMES, entries

WORDS = ("原則として", "可能な限り", "など", "場合があ")
FLAGS = ("possible_contradiction", "odd_negation")
WIDE = ("または", "通常", "基本的に")
LEDGER = DATA / "unsettled_scan.yaml"


@dataclass(frozen=True)
class Marked:
    """A clause whose wording marks a possible gap, and what the audit said of it."""

    game: str
    clause: str
    markers: tuple[str, ...]
    verdict: str  # "entry:<id>", "text_flags", "settled", or "" (none yet)


class ScanDataError(ValueError):
    pass


def ledger() -> dict[str, dict[str, dict[str, Any]]]:
    """``unsettled_scan.yaml``: per game, per clause, the verdict of the pass (``settled`` with
    its reason, ja and en; or ``entry``: the id of the audit's point)."""
    try:
        raw = yaml.safe_load(LEDGER.read_text(encoding="utf-8")) or {}
    except (OSError, yaml.YAMLError) as exc:
        raise ScanDataError(f"{LEDGER.name}: cannot be read ({exc})") from exc
    for g, rows in raw.items():
        if g not in GAMES:
            raise ScanDataError(f"unsettled_scan.yaml: no game {g!r}")
        for cid, v in (rows or {}).items():
            if not isinstance(v, dict) or v.get("verdict") not in ("settled", "entry"):
                raise ScanDataError(f"{g} {cid}: verdict must be settled or entry")
            if v["verdict"] == "entry" and v.get("entry") not in entries(g):
                raise ScanDataError(f"{g} {cid}: no entry {v.get('entry')!r} in the audit")
            if v["verdict"] == "settled" and not (v.get("ja") and v.get("en")):
                raise ScanDataError(f"{g} {cid}: a settled verdict says why (ja, en)")
    return raw


def _text_flags() -> dict[str, Any]:
    return yaml.safe_load((DATA / "text_flags.yaml").read_text(encoding="utf-8")) or {}


def _rows(kb: Any, game: str) -> list[tuple[str, str]]:
    v = kb.version(game)
    return list(
        kb.con.execute(
            "select id, text from clauses where game=? and version=? order by ord", (game, v)
        )
    )


def scan(kb: Any, game: str) -> list[Marked]:
    """Every clause of ``game``'s document carrying an enforced marker, with its verdict."""
    flagged: dict[str, list[str]] = {}
    for a in kb.anomalies(game):
        if a["kind"] in FLAGS and a.get("clause"):
            flagged.setdefault(a["clause"], []).append(a["kind"])
    led = (ledger().get(game)) or {}
    tf = _text_flags().get(game) or {}
    # an entry decides a word marker only when it quotes the clause's words holding the marker
    # (an entry naming the clause for another of its sentences does not); a KB flag, when it
    # names the clause at all
    named: dict[tuple[str, str], str] = {}
    for e in entries(game).values():
        for c in e.clauses:
            for f in FLAGS:
                named.setdefault((c, f), e.id)
        for c, words in e.quotes:
            for w in WORDS:
                if w in words:
                    named.setdefault((c, w), e.id)
    out = []
    for cid, text in _rows(kb, game):
        markers = tuple(w for w in WORDS if w in (text or "")) + tuple(flagged.get(cid, ()))
        if not markers:
            continue
        if cid in led:
            v = led[cid]
            verdict = f"entry:{v['entry']}" if v["verdict"] == "entry" else "settled"
        elif all((cid, m) in named for m in markers):
            verdict = f"entry:{named[(cid, markers[0])]}"
        elif cid in tf and set(markers) <= set(FLAGS):
            verdict = "text_flags"
        else:
            verdict = ""
        out.append(Marked(game, cid, markers, verdict))
    return out


def _chapter(cid: str) -> str:
    return cid.split("#")[0].split(".")[0]


def wide(kb: Any, game: str) -> list[tuple[str, tuple[str, ...]]]:
    """Clauses with a broader marker that no entry of the audit names (to be read next)."""
    named = {c for e in entries(game).values() for c in e.clauses}
    return [
        (cid, tuple(w for w in WIDE if w in (text or "")))
        for cid, text in _rows(kb, game)
        if cid not in named and any(w in (text or "") for w in WIDE)
    ]


def report(kb: Any, show_open: bool = False, show_wide: bool = False) -> str:
    lines = []
    for g in GAMES:
        ms = scan(kb, g)
        verdicts = Counter(m.verdict.split(":")[0] or "open" for m in ms)
        per_ch = Counter(_chapter(e.clauses[0]) for e in entries(g).values())
        lines.append(
            f"{g}: {len(ms)} marked clauses — "
            + ", ".join(f"{k} {n}" for k, n in sorted(verdicts.items()))
        )
        chs = sorted({_chapter(c) for c, _ in _rows(kb, g)} - {""}, key=_num)
        lines.append(
            "  audit points by chapter: " + " ".join(f"{c}:{per_ch.get(c, 0)}" for c in chs)
        )
        if show_open:
            lines += [f"  open {m.clause} {'/'.join(m.markers)}" for m in ms if not m.verdict]
        if show_wide:
            w = wide(kb, g)
            lines.append(f"  broader markers not named by an entry: {len(w)} clauses")
            lines += [f"    {cid} {'/'.join(ws)}" for cid, ws in w]
    return "\n".join(lines)


def _num(c: str) -> tuple[int, str]:
    return (int(c), "") if c.isdigit() else (10**6, c)


def main(argv: list[str]) -> int:
    from kb.api import open_kb

    bad = [a for a in argv if a not in ("--open", "--wide")]
    if bad:
        print(f"unsettled_scan: unknown option {' '.join(bad)} (--open, --wide)", file=sys.stderr)
        return 2
    try:
        print(report(open_kb(), "--open" in argv, "--wide" in argv))
    except ScanDataError as exc:
        print(f"unsettled_scan: {exc}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))


__all__ = ["Marked", "ScanDataError", "ledger", "report", "scan", "wide"]
