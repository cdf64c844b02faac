"""mc: replacement effects from card text, 「～場合、代わりに～」 (10.8.2), one minimal board per
construction — the event read (死亡する / 破棄される, on this unit or a group), what happens
instead (除外 / 手札に戻す / a chosen hand discard), and the rules' procedure: the event does not
happen (10.8.3), a selective one whose choice cannot be made is not applied (10.8.5), two on one
event are ordered by the affected player (10.8.4), a discard that is not a death is not replaced
by a death replacement (12.6.1)."""

from __future__ import annotations

import ruling.games.mc  # noqa: F401  (registers the mc compiler)
from ruling.abilities import abilities_of
from ruling.games._mc.replacements import Replacement
from ruling.resolve import check_expect, resolve
from ruling.scenario import loads
from ruling.state import Card
from tests.ruling.boards import mc_scenario

_BASE = mc_scenario(
    title="a replacement effect",
    turn="{player: A, number: 8, phase: main, first_player: A}",
    a='      c2: [{name: 門, type: terrain, limit: 6, text: "%(terrain)s"}]\n',
    b_top="    deck: 20\n    hand: %(hand)s\n",
    b="""\
      c3:
        - {name: 屋敷, type: terrain, limit: 6}
        - {name: 兵, type: unit, level: 2, attack: 2, defense: 2, text: "%(unit)s"}
""",
    rest="""\
actions:
  - %(action)s
expect:
%(expect)s
""",
)

_DAMAGE = '{do: resolve_text, player: A, text: "対象に【3】ダメージを与える。", target: 兵}'
_DISCARD = '{do: resolve_text, player: A, text: "対象を破棄する。", target: 兵}'
_DEFENCE_0 = "{do: modify, card: 兵, stat: defense, amount: -2, source: A's effect}"


def _run(unit: str, action: str, expect: str, terrain: str = "", hand: int = 0) -> list[str]:
    text = _BASE % {
        "terrain": terrain,
        "unit": unit,
        "action": action,
        "expect": expect,
        "hand": hand,
    }
    return check_expect(resolve(loads(text)))


def _compiled(text: str) -> object:
    (ab,) = abilities_of("mc", Card(uid="x", name="x", owner="A", text=text))
    return ab.program if ab.supported else ab.reason


def test_the_event_and_the_replacing_action_compile_independently() -> None:
    die = _compiled("このユニットが死亡する場合、代わりにゲームから除外する。")
    assert die == Replacement(("die",), "this", {"do": "remove"})
    group = _compiled("敵軍ユニットが破棄される場合、代わりに持ち主の手札に戻す。")
    assert group == Replacement(("discard", "die"), "enemy", {"do": "return_to_hand"})
    choice = _compiled("このユニットが死亡する場合、代わりに自軍手札1枚を破棄してもよい。")
    assert isinstance(choice, Replacement)
    assert choice.value == {"do": None, "choice": {"do": "discard_hand", "amount": 1}}


def test_an_event_the_engine_does_not_replace_is_refused_with_a_reason() -> None:
    reason = _compiled("このユニットが行動完了になる場合、代わりにゲームから除外する。")
    assert isinstance(reason, str) and reason


def test_a_death_replaced_by_a_removal() -> None:
    unit = "このユニットが死亡する場合、代わりにゲームから除外する。"
    expect = '  state: {兵.zone: B.removed, B.discard: 0}\n  decided_by: ["10.8.2", "10.8.3", "11.3.3.2"]'
    assert _run(unit, _DAMAGE, expect) == []
    # the expectation can fail: the unit does not die
    assert _run(unit, _DAMAGE, "  state: {兵.zone: B.discard}") != []


def test_a_discard_replaced_by_a_return_to_the_hand() -> None:
    unit = "このユニットが破棄される場合、代わりに持ち主の手札に戻す。"
    assert _run(unit, _DISCARD, '  state: {兵.zone: B.hand}\n  decided_by: ["10.8.3"]') == []


def test_a_discard_that_is_not_a_death_is_not_replaced_by_a_death_replacement() -> None:
    unit = "このユニットが死亡する場合、代わりにゲームから除外する。"
    expect = '  state: {兵.zone: B.discard, B.removed: 0}\n  decided_by: ["12.6.1"]'
    assert _run(unit, _DEFENCE_0, expect) == []


def test_a_selective_replacement_whose_choice_cannot_be_made_does_not_apply() -> None:
    unit = "このユニットが死亡する場合、代わりに自軍手札1枚を破棄してもよい。"
    expect = '  state: {兵.zone: B.discard}\n  decided_by: ["10.8.5"]'
    assert _run(unit, _DAMAGE, expect, hand=0) == []


def test_a_selective_replacement_made_replaces_the_death_by_the_discard() -> None:
    # the choice made, the hand card is discarded instead of the death (10.8.3); the damage
    # stays, so the next check kills the unit again (11.3.1.2.1) and, the hand now empty, the
    # choice cannot be made (10.8.5)
    unit = "このユニットが死亡する場合、代わりに自軍手札1枚を破棄してもよい。"
    yes = "{player: B, at: replacement_optional, choose: yes}"
    choose = f"choices: [{yes}, {yes}]\n"
    text = (
        _BASE
        % {
            "terrain": "",
            "unit": unit,
            "action": _DAMAGE,
            "expect": "  state: {兵.zone: B.discard, B.hand: 0, B.discard: 2}\n"
            '  decided_by: ["12.4.2", "10.8.5"]',
            "hand": 1,
        }
    ).replace("actions:", choose + "actions:")
    assert check_expect(resolve(loads(text))) == []


def test_a_group_replacement_from_a_terrain_applies_to_enemy_units_only() -> None:
    terrain = "敵軍ユニットが破棄される場合、代わりにゲームから除外する。"
    assert _run("", _DISCARD, "  state: {兵.zone: B.removed}", terrain=terrain) == []
    own = "自軍ユニットが破棄される場合、代わりにゲームから除外する。"
    assert _run("", _DISCARD, "  state: {兵.zone: B.discard}", terrain=own) == []


def test_two_replacements_on_one_event_are_ordered_and_flagged() -> None:
    terrain = "敵軍ユニットが破棄される場合、代わりにゲームから除外する。"
    unit = "このユニットが破棄される場合、代わりに持ち主の手札に戻す。"
    expect = '  state: {B.discard: 0}\n  decided_by: ["10.8.4"]\n  ambiguous: ["10.8.4.2"]'
    assert _run(unit, _DISCARD, expect, terrain=terrain) == []
