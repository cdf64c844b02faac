"""Monster Collection (mc), round 62 (s59mcR2), issue 14: 「Aする、またはBする」 — a choice between
two effects, made at the use's declaration (10.1.7: 「効果…に選択肢がある場合…「～、または～」など」):
only the effect chosen is brought about (``at: option``, 1 or 2; unanswered, both branches). The
grammar reads 「、または」 between two clauses as it reads 「か、」 (an ``or`` of the two steps)."""

from __future__ import annotations

import pytest

from grammar import ast as A
from grammar.parse import parse_card
from ruling.abilities import _abilities
from ruling.resolve import resolve
from ruling.rules import get_game
from ruling.scenario import loads
from tests.ruling.boards import mc_area, mc_scenario

get_game("mc")  # registers mc's card-text compiler (ruling.abilities reads it)

_OR = "対象に【3】ダメージを与える、または対象に「攻撃力:-1」を付与する。"
_KA = "対象に【3】ダメージを与えるか、対象に「攻撃力:-1」を付与する。"


def _board(effect: str, choices: str) -> str:
    text = f"◎[メイン]選択\\n〈対象:ユニット1体〉\\n{effect}"
    caster = f'{{name: 術士, type: unit, level: 1, attack: 1, defense: 3, text: "{text}"}}'
    soldier = "{name: 兵, type: unit, level: 1, attack: 2, defense: 3}"
    return mc_scenario(
        turn="{player: A, number: 7, phase: main}",
        a=mc_area("c2", "平原", 8, caster),
        b=mc_area("c3", "森", 8, soldier),
        rest=f"{choices}actions:\n  - {{do: use, card: 術士, target: 兵}}\n"
        "ask: [兵.zone, 兵.attack]\n",
    )


@pytest.mark.parametrize("effect", [_OR, _KA])
@pytest.mark.parametrize(("option", "zone", "attack"), [(1, "discard", 2), (2, "c3", 1)])
def test_the_option_chosen_alone_is_brought_about(
    effect: str, option: int, zone: str, attack: int
) -> None:
    r = resolve(
        loads(_board(effect, f"choices:\n  - {{player: A, at: option, choose: {option}}}\n"))
    )
    assert not [w for w in r.warnings() if w.kind == "unsupported"], r.warnings()
    state = r.outcome["state"]
    assert str(state["兵.zone"]).endswith(zone)
    if zone != "discard":
        assert int(state["兵.attack"]) == attack
    assert "10.1.7" in r.decided_by


def test_unanswered_both_options_are_branches() -> None:
    r = resolve(loads(_board(_OR, "")))
    assert any(c.kind == "option" for lf in r.leaves for c in lf.choices)
    assert {str(lf.outcome["state"]["兵.zone"]).split(".")[-1] for lf in r.leaves} == {
        "discard",
        "c3",
    }


def test_or_comma_is_read_as_alternatives() -> None:
    card = parse_card(f"◎[メイン]選択\n〈対象:ユニット1体〉\n{_OR}", "mc").card
    assert card is not None
    effect = card.abilities[0].effect
    assert effect is not None
    (step,) = effect.sentences[0].steps
    assert isinstance(step.body, A.Action) and step.body.verb == "or"
    assert len(step.body.args) == 2


def test_a_continuous_ability_with_options_is_not_run() -> None:
    # the choice is made at a use's declaration (10.1.7): a ○ ability is never declared
    (ab,) = _abilities("mc", f"○選択\n〈対象:自軍ユニットすべて〉\n{_OR}", "unit")
    assert not ab.supported
    assert "「～、または～」" in str(ab.reason)
