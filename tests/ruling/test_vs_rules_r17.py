"""Victory Spark (vs): operative clauses the engine did not cite before round 17 (session 12,
coverage pass), each on a minimal case of its own; the clause quoted in each test."""

from __future__ import annotations

from types import SimpleNamespace
from typing import Any

import pytest

from ruling.games._vs import techniques
from ruling.rules import Triggered
from ruling.state import Pending


def _found(*entries: Triggered) -> Any:
    return lambda ctx, ev, step: list(entries)


def test_a_trigger_met_twice_is_put_in_the_resolution_zone_twice(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """8.6.3 「自動能力の誘発条件が複数回満たされた場合、その自動能力はその回数分解決領域に積まれ
    ます」: the same technique (card, index) triggered twice by one event — both entries are
    kept and cite 8.6.3; another technique triggered once does not."""
    twice = Triggered("A", "c1", {"index": 0, "trigger": "opp_used"}, ("8.1.1.2",))
    once = Triggered("A", "c2", {"index": 0, "trigger": "opp_used"}, ("8.1.1.2",))
    monkeypatch.setattr(techniques, "_trigger_technique", _found(twice, twice, once))
    ctx = SimpleNamespace(state=SimpleNamespace(pending=[]))
    out = techniques.trigger_technique(ctx, None, 0)  # type: ignore[arg-type]
    assert len(out) == 3
    assert ["8.6.3" in t.clauses for t in out] == [True, True, False]


def test_a_trigger_met_again_while_it_waits_is_put_there_again(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """8.6.3: met again while the first entry still waits in the resolution zone — the new entry
    cites 8.6.3; a blocked one (not triggered) does not."""
    t = Triggered("A", "c1", {"index": 1, "trigger": "opp_used"}, ("8.1.1.2",))
    blocked = Triggered("A", "c1", {"index": 1}, ("8.12.3",), blocked=("x", "x"))
    monkeypatch.setattr(techniques, "_trigger_technique", _found(t, blocked))
    waiting = Pending(1, "technique", "A", "c1", {"index": 1})
    ctx = SimpleNamespace(state=SimpleNamespace(pending=[waiting]))
    out = techniques.trigger_technique(ctx, None, 0)  # type: ignore[arg-type]
    assert "8.6.3" in out[0].clauses and "8.6.3" not in out[1].clauses
    ctx = SimpleNamespace(state=SimpleNamespace(pending=[]))
    assert "8.6.3" not in techniques.trigger_technique(ctx, None, 0)[0].clauses  # type: ignore[arg-type]


_FACE = (
    "game: vs\ntitle: t\nturn: {player: A, number: 6, phase: ability, first_player: B}\n"
    "players:\n  A: {deck: 20, ring: {name: 千早, ap: 2000, dp: 2000},"
    " surprise: {name: 伏兵, ap: 1000, dp: 1000}}\n"
    "  B: {deck: 20, ring: {name: 美希, ap: 2000, dp: 3000}}\n"
    "actions:\n  - {do: orient, card: %s, to: %s}\nask: [%s.zone]\n"
)


def test_turning_a_card_to_the_face_it_shows_is_not_done() -> None:
    """4.9.1.7 「表向き状態のカードを表にしたり、裏向き状態のカードを裏にするような行為が求められた
    場合、その行為自体が行われません」: the face-down surprise card 伏兵 turned face down, and the
    face-up ring card 千早 turned face up — neither act is done, and the ruling says so; turning
    伏兵 face up is done (4.9.1.5)."""
    from ruling.resolve import resolve
    from ruling.scenario import loads

    for card, to in (("伏兵", "down"), ("千早", "up")):
        r = resolve(loads(_FACE % (card, to, card)))
        assert "4.9.1.7" in r.decided_by
        assert not [s for s in r.main.trace.steps if s.event == "setcard"]
    r = resolve(loads(_FACE % ("伏兵", "up", "伏兵")))
    assert "4.9.1.7" not in r.decided_by and "4.9.1.5" in r.decided_by


_BENCH = (
    "game: vs\ntitle: t\nturn: {player: A, number: 6, phase: chara, first_player: B}\n"
    "players:\n  A: {deck: 20, energy: 3, ring: {name: 千早, ap: 2000, dp: 2000, level: 1},"
    " bench: {left: {name: 春香, ap: 1000, dp: 1000}}}\n"
    "  B: {deck: 20, ring: {name: 美希, ap: 2000, dp: 3000}}\n"
    "actions:\n  - {do: move_to_bench, to: right, card: %s, allowed: %s}\nask: [%s.zone]\n"
)


def test_bench_cards_are_not_rearranged_at_will() -> None:
    """3.3.3.4 「各ベンチの枠に置かれているカードは、自由に入れ替えることはできません」: moving
    春香 from the left bench to the right one is refused; the ring card 千早 may move to the
    empty right bench (6.5.1.2.3)."""
    from ruling.resolve import resolve
    from ruling.scenario import loads

    r = resolve(loads(_BENCH % ("春香", "false", "春香")))
    assert r.outcome["state"] == {"春香.zone": "A.bench.left"}
    assert "3.3.3.4" in r.decided_by
    ok = resolve(loads(_BENCH % ("千早", "true", "千早")))
    assert ok.outcome["state"] == {"千早.zone": "A.bench.right"}
    assert "3.3.3.4" not in ok.decided_by
