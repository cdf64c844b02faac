"""mc round 51 (s48mcA): 「Aする。効果適用後、Bする。」 with A not applied — B not brought about
(4.1.11) rests on the step that found A not applied (4.1.15: a resistance already held, 10.14.4)."""

from __future__ import annotations

from ruling.resolve import resolve
from ruling.scenario import loads
from tests.ruling.boards import mc_area, mc_scenario, problems

_TEXT = "対象に「耐性:火炎」を付与する。効果適用後、カードを1枚補充する。"


def _board(printed: str, hand: int) -> str:
    return mc_scenario(
        a=mc_area("c2", "平原", 8, f'{{name: 蜥蜴, type: unit, level: 2, text: "{printed}"}}'),
        a_top="    deck: 10\n    hand: 2\n",
        rest=f'actions:\n  - {{do: resolve_text, player: A, text: "{_TEXT}", target: 蜥蜴}}\n'
        f"expect:\n  state: {{A.hand: {hand}}}\n",
    )


def test_not_applied_grant_decides_the_part_after() -> None:
    text = _board("耐性:火炎", 2)
    assert problems(text) == []
    got = resolve(loads(text)).decided_by
    assert {"4.1.11", "10.14.4"} <= set(got)


def test_applied_grant_brings_the_part_after() -> None:
    text = _board("", 3)
    assert problems(text) == []
    assert "10.14.4" not in resolve(loads(text)).decided_by
