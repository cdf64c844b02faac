"""Coverage report over a list of card texts: structural %, fully typed %, round-trip %,
cards/s, and the top failure clusters (unparsed text grouped by template: names, traits,
quotes and numbers replaced by placeholders)."""

from __future__ import annotations

import re
import time
from collections import Counter
from dataclasses import dataclass, field

from grammar.batch import collector_paused
from grammar.parse import ParseResult, parse_card
from grammar.render import render

_TEMPLATE_SUBS = (
    (re.compile(r"『(?:[^『』]|『[^『』]*』)*』"), "『…』"),
    (re.compile(r"「[^」]*」"), "「NAME」"),
    (re.compile(r"《[^》]*》"), "《TRAIT》"),
    (re.compile(r"[0-9]+|X"), "N"),
)


def template(text: str) -> str:
    for pattern, repl in _TEMPLATE_SUBS:
        text = pattern.sub(repl, text)
    return text


@dataclass
class Coverage:
    game: str
    cards: int = 0
    structural: int = 0
    fully_typed: int = 0
    round_trip: int = 0
    seconds: float = 0.0
    clusters: Counter[str] = field(default_factory=Counter)
    results: list[ParseResult] = field(default_factory=list)

    def pct(self, n: int, of: int | None = None) -> float:
        denominator = self.cards if of is None else of
        return 100.0 * n / denominator if denominator else 0.0

    @property
    def cards_per_second(self) -> float:
        return self.cards / self.seconds if self.seconds > 0 else 0.0

    def as_dict(self, top: int = 10) -> dict:
        return {
            "game": self.game,
            "cards": self.cards,
            "structural_pct": round(self.pct(self.structural), 2),
            "fully_typed_pct": round(self.pct(self.fully_typed), 2),
            "round_trip_pct": round(self.pct(self.round_trip, self.fully_typed), 2),
            "cards_per_second": round(self.cards_per_second, 1),
            "clusters": [{"template": t, "count": c} for t, c in self.clusters.most_common(top)],
        }


def round_trips(result: ParseResult) -> bool:
    return result.card is not None and render(result.card) == result.normalised.text


def measure(texts: list[str], game: str, keep: bool = False) -> Coverage:
    cov = Coverage(game)
    with collector_paused():  # as check-card does
        start = time.perf_counter()
        results = [parse_card(t, game) for t in texts]
        cov.seconds = time.perf_counter() - start
    for res in results:
        cov.cards += 1
        if not res.ok:
            continue
        cov.structural += 1
        unparsed = res.unparsed
        if not unparsed:
            cov.fully_typed += 1
            if round_trips(res):
                cov.round_trip += 1
        for u in unparsed:
            cov.clusters[template(u.text)] += 1
    if keep:
        cov.results = results
    return cov


def format_report(cov: Coverage, lang: str = "ja", top: int = 10) -> str:
    d = cov.as_dict(top)
    if lang == "en":
        lines = [
            f"game: {cov.game}",
            f"cards: {d['cards']}",
            f"structural: {d['structural_pct']:.1f}%",
            f"fully typed: {d['fully_typed_pct']:.1f}%",
            f"round-trip (of fully typed): {d['round_trip_pct']:.1f}%",
            f"cards/s: {d['cards_per_second']:.0f}",
            "top failure clusters:",
        ]
    else:
        lines = [
            f"ゲーム: {cov.game}",
            f"カード数: {d['cards']}",
            f"構造解析: {d['structural_pct']:.1f}%",
            f"完全型付け: {d['fully_typed_pct']:.1f}%",
            f"往復一致 (完全型付けのうち): {d['round_trip_pct']:.1f}%",
            f"カード/秒: {d['cards_per_second']:.0f}",
            "未解析の多い型:",
        ]
    lines += [f"  {c['count']:5d}  {c['template']}" for c in d["clusters"]]
    return "\n".join(lines)
