"""mc card text, round 16 (issue 12): constructions found refused on the composed card set
tests/blind/cards_r15 (development material since it was scored), each with a minimal ability
text and what it does on a board."""

from __future__ import annotations

from typing import Any

import pytest

from grammar.parse import parse_card
from ruling.abilities import Unsupported
from ruling.games._mc.cardtext import StatStep, compile_ability
from ruling.resolve import resolve
from ruling.scenario import loads
from tests.ruling.boards import mc_scenario


def _ability(text: str) -> Any:
    r = parse_card(text, "mc")
    assert r.card is not None
    return compile_ability(r.card.abilities[0])


# --- 「対象は「イニシアチブ:±n」する」 of a ○ ability (13.1.1.1.1, 13.1.1.1.2) -----------------


@pytest.mark.parametrize("n", ["+1", "-2"])
def test_the_targets_initiative_changed_by_n_is_read_as_its_grant(n: str) -> None:
    """「対象は「イニシアチブ:n」する」: the x summed into the unit's one 「イニシアチブ:x」
    changes by n (13.1.1.1.2) — the step 「対象に「イニシアチブ:n」を付与する」 is."""
    did = _ability(f"○[戦闘]俊足\n〈対象:このユニット〉\n対象は「イニシアチブ:{n}」する。")
    grant = _ability(f"○[戦闘]俊足\n〈対象:このユニット〉\n対象に「イニシアチブ:{n}」を付与する。")
    assert did.steps == grant.steps == (StatStep("initiative", int(n), grant=True),)


_FIRST = mc_scenario(
    a="""\
      c2:
        - {name: 平原, type: terrain, limit: 6}
        - {name: 斥候, type: unit, level: 1, attack: 2, defense: 1, item_slots: 1%s}
        - {name: 靴, type: item, equipped_to: 斥候, text: "%s"}
""",
    b="""\
      c3:
        - {name: 森, type: terrain, limit: 6}
        - {name: ゴブリン, type: unit, level: 1, attack: 1, defense: 1%s}
""",
    rest="""\
actions:
  - {do: advance, units: [斥候], to: c3, dice: {A: %d, B: %d}}
ask: [ゴブリン.zone, 斥候.zone]
""",
)
_PLAIN = "○飾り\\n〈対象:装備ユニット〉\\n対象は「防御力:+0」する。"


def test_an_equipments_initiative_change_counts_in_the_initiative_result() -> None:
    """「○俊足 〈対象:装備ユニット〉 対象は「イニシアチブ:+6」する」: A's die 1 + 6 > B's 6, A
    attacks first and the goblin falls; without it B attacks first and the scout falls."""
    text = "○俊足[戦闘]\\n〈対象:装備ユニット〉\\n対象は「イニシアチブ:+6」する。"
    r = resolve(loads(_FIRST % ("", text, "", 1, 6)))
    assert r.outcome["state"] == {"ゴブリン.zone": "B.discard", "斥候.zone": "A.field.c3"}
    assert {"13.1.1.1.1", "13.1.1.1.2", "14.5.1"} <= set(r.decided_by)
    plain = resolve(loads(_FIRST % ("", _PLAIN, "", 1, 6)))
    assert plain.outcome["state"]["斥候.zone"] == "A.discard"


def test_a_units_own_initiative_lowered_counts_against_it() -> None:
    """「○[戦闘]鈍重 〈対象:このユニット〉 対象は「イニシアチブ:-6」する」 on the scout: A's die 6 - 6
    < B's 1, B attacks first and the scout falls; without it A (6 > 1) attacks first."""
    ab = ', text: "○[戦闘]鈍重\\n〈対象:このユニット〉\\n対象は「イニシアチブ:-6」する。"'
    r = resolve(loads(_FIRST % (ab, _PLAIN, "", 6, 1)))
    assert r.outcome["state"]["斥候.zone"] == "A.discard"
    assert "13.1.1.1.2" in r.decided_by
    plain = resolve(loads(_FIRST % ("", _PLAIN, "", 6, 1)))
    assert plain.outcome["state"] == {"ゴブリン.zone": "B.discard", "斥候.zone": "A.field.c3"}


def test_an_enemy_partys_initiative_lowered_counts_against_that_party() -> None:
    """「○[戦闘]竜の威圧 〈対象:敵軍パーティ〉 対象は「イニシアチブ:-6」する」 on the goblin: the
    advancing scout's party (B's enemy) sums 6 - 6 < 1, B attacks first."""
    ab = ', text: "○[戦闘]竜の威圧\\n〈対象:敵軍パーティ〉\\n対象は「イニシアチブ:-6」する。"'
    r = resolve(loads(_FIRST % ("", _PLAIN, ab, 6, 1)))
    assert r.outcome["state"]["斥候.zone"] == "A.discard"
    assert "13.1.1.1.2" in r.decided_by


# --- 【属性:nD】: an attribute and a dice amount in one label (10.18.1's 【津波:20】, 3.4.2) -----


@pytest.mark.parametrize(
    ("label", "dice"), [("火炎:2D", (2, 0)), ("竜巻：1D+1", (1, 1)), ("火炎:1D-1", (1, -1))]
)
def test_an_attribute_and_a_dice_amount_in_one_label(label: str, dice: tuple[int, int]) -> None:
    """【火炎:2D】 is 【火炎】【2D】: the damage's attribute (4.5.4) and its amount rolled (3.4.2,
    3.4.3), as 【津波:20】 is an attribute and an amount (10.18.1's example)."""
    ab = _ability(f"◎[普通]炎\n〈対象:ユニット1体〉\n対象に【{label}】ダメージを与える。")
    (step,) = ab.steps
    assert (step.attribute, step.dice, step.amount) == (label[:2], dice, 0)


def test_a_label_of_an_attribute_and_a_bare_die_letter_is_refused() -> None:
    with pytest.raises(Unsupported, match="give"):
        _ability("◎[普通]炎\n〈対象:ユニット1体〉\n対象に【火炎:D】ダメージを与える。")


def test_an_attributed_dice_damage_rolls_as_it_resolves() -> None:
    """「●[戦闘]雷 … 対象に【電撃:1D】ダメージを与える」: a 4 kills 門番 (defence 4), a 1 does not
    (14.7.3.10, as 【1D】 alone)."""
    from tests.ruling.test_mc_rules_r14b import _GEAR_BATTLE
    from tests.ruling.test_mc_rules_r15 import _problems

    ab = "●[戦闘]雷\\n〈発揮:戦闘開始時/対象:敵軍パーティ〉\\n対象に【電撃:1D】ダメージを与える。"
    text = _GEAR_BATTLE.replace("item_slots: 1}", f'item_slots: 1, text: "{ab}"}}')
    for die, where in ((4, "B.discard"), (1, "B.field.c3")):
        scn = text % ("", 1, 6, where, '"14.7.3.10"')
        scn = scn.replace(
            "actions:", f"choices: [{{player: A, at: dice, choose: {die}}}]\nactions:"
        )
        assert _problems(scn) == [], die
