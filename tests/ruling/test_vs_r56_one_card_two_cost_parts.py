"""Round 56 (lead), issue 14: a technique whose cost rests this card and 「あなたのベンチのスタンドして
いるカードを1枚レストする」 — the rest-N part does not count this card, which another part of the
same cost rests (a card is rested once: 4.9.1.2, a rested card is not rested for a cost, 4.16.2).
With no other standing bench card the cost cannot be paid in full and the use is cancelled
(8.5.1.3.2) — before, the payability check counted this card for both parts and the payment then
looked for a card that was not there (a crash, vs/r56_029)."""

from __future__ import annotations

import pytest

from ruling.resolve import resolve
from ruling.scenario import loads

TEXT = "[ベンチ][このカードをレストする][あなたのベンチのスタンドしているカードを1枚レストする]あなたは2枚引く。"


def _use(other: str) -> object:
    return resolve(
        loads(
            "game: vs\ntitle: t\nturn: {player: A, number: 6, phase: ability, first_player: B}\n"
            "players:\n  A:\n    deck: 10\n    hand: 0\n"
            "    ring: {name: 柚葉, ap: 1000, dp: 2000}\n"
            f'    bench: {{left: {{name: 灯里, ap: 1000, dp: 1000, text: "{TEXT}"}}, '
            f"center: {{name: 蒼衣, ap: 1000, dp: 1000, state: {other}}}}}\n"
            "  B: {deck: 10, ring: {name: 紗良, ap: 1000, dp: 2000}}\n"
            "actions:\n  - do: ability_phase\n    actions: [{do: use, card: 灯里}]\n"
        )
    )


@pytest.mark.parametrize(("other", "paid"), [("stand", True), ("rest", False)])
def test_this_card_does_not_pay_the_rest_n_part_too(other: str, paid: bool) -> None:
    r = _use(other)
    final = r.main.final.players["A"]  # type: ignore[attr-defined]
    assert len(final.zones["hand"]) == (2 if paid else 0)
    bench = {c.name: c.orientation for z in ("bench.left", "bench.center") for c in final.zones[z]}
    assert bench["灯里"] == ("rest" if paid else "stand")
    if not paid:
        cited = {c for s in r.main.trace.steps for c in s.clauses}  # type: ignore[attr-defined]
        assert {"8.5.1.3.2", "4.16.2"} <= cited
