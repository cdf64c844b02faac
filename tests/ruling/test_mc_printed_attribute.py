"""A 「属性:X」 line with no mark on a card's text is card information, not an ability: the
card's attribute (2.1.13.1), one of those 2.1.13.2 lists (s13mc3, issue 12)."""

from __future__ import annotations

import pytest

from ruling.abilities import Unsupported
from ruling.games._mc.cardtext import Standing
from ruling.resolve import resolve
from ruling.scenario import loads
from tests.ruling.boards import MC_SIDE, mc_read, mc_scenario
from tests.ruling.boards import mc_compile as _ability


def test_an_attribute_line_is_the_cards_attribute() -> None:
    assert _ability("「属性:火」") == Standing("attribute", text="火")


# corrected (round 53, s50mcT): 2.1.13.1 makes the line the card's attribute — card information,
# no ability — so a word 2.1.13.2 does not list is still what the card prints; attributes are
# compared by name (2.1.13.3), so a card printing only 闇 holds none of 2.1.13.2's. It was refused
# (and counted as a refused ability of the card) before.
@pytest.mark.parametrize(
    ("line", "word"), [("「属性:闇」", "闇"), ("「属性:光」", "光"), ("属性:闇", "闇")]
)
def test_a_word_2_1_13_2_does_not_list_is_the_printed_attribute(line: str, word: str) -> None:
    assert _ability(line) == Standing("attribute", text=word)


@pytest.mark.parametrize("line", ["「属性:火水」", "属性:火水"])
def test_listed_attributes_run_together_are_refused(line: str) -> None:
    """「火水」: two attributes with the separator lost, or one word — not told apart."""
    with pytest.raises(Unsupported, match="2.1.13.2"):
        _ability(line)


def test_an_attribute_inside_an_effect_is_no_card_information() -> None:
    """「対象が「属性:火」の場合、…」 with no mark stays an unmarked ability (refused)."""
    with pytest.raises(Unsupported, match="without a mark"):
        _ability("対象が「属性:火」の場合、対象に「攻撃力:+1」を付与する。")


_LAKE = mc_scenario(
    a="""\
      c2:
        - {name: 平原, type: terrain, limit: 6}
        - {name: 狩人, type: unit, level: 2, attack: 2, defense: 4, text: "%s"}
""",
    b="""\
      c3:
        - {name: 湖, type: terrain, limit: 6, text: "「属性:%s」"}
        - {name: ゴブリン, type: unit, level: 1, attack: 1, defense: 4}
""",
    rest="""\
actions:
  - {do: advance, units: [狩人], to: c3, dice: {A: 6, B: 1}}
ask: [ゴブリン.zone]
""",
)


@pytest.mark.parametrize(
    ("attribute", "zone"), [("水", "B.discard"), ("土", "B.field.c3"), ("闇", "B.field.c3")]
)
def test_the_printed_line_is_the_terrains_attribute_on_the_board(attribute: str, zone: str) -> None:
    """The terrain 湖 gives no attribute apart, only the line 「属性:X」 in its text: 「戦闘が行われて
    いる地形が「属性:水」の場合、対象は「攻撃力:+2」する」 reads it — on 水 狩人 attacks with 4
    and the goblin (defence 4) falls; on 土 it stays."""
    text = (
        "○[戦闘]寒冷適応\\n〈対象:このユニット〉\\n"
        "戦闘が行われている地形が「属性:水」の場合、対象は「攻撃力:+2」する。"
    )
    r = resolve(loads(_LAKE % (text, attribute)))
    assert r.outcome["state"] == {"ゴブリン.zone": zone}
    assert not any(w.kind == "unsupported" for w in r.main.warnings)
    # the printed 闇 is the terrain's attribute, known: not 水, nothing assumed
    assert not any(w.kind == "assumption" for w in r.main.warnings), r.main.warnings


def test_a_unit_printing_an_unlisted_attribute_runs_its_abilities() -> None:
    """A unit whose text prints 「属性:闇」 above its ○ ability: the line is no ability (2.1.13.1),
    so the card's abilities are all read, and the ○ ability acts on the board."""
    from ruling.abilities import _abilities

    text = "種族:バケダヌキ\n属性:闇\n○威光\n〈対象:このユニット〉\n対象を「防御力:+1」する。"
    abs_ = _abilities("mc", text, "unit")
    assert all(a.supported for a in abs_), [a.reason for a in abs_]
    unit = (
        '{name: 狸, type: unit, level: 1, attack: 1, defense: 3, text: "'
        + text.replace("\n", "\\n")
        + '"}'
    )
    area = "      c2:\n        - {name: 平原, type: terrain, limit: 6}\n        - " + unit + "\n"
    scn = mc_scenario(a=area, rest="ask: [狸.defense]\n")
    r = resolve(loads(scn))
    assert r.outcome["state"] == {"狸.defense": 4}, r.outcome


# --- 「対象が戦闘で死亡していない場合」: read as 「対象が死亡していない場合」 (4.5.2) -----------------


def test_not_dead_in_battle_is_the_alive_condition() -> None:
    prog = _ability(
        "●[戦闘]潮騒\n〈発揮:戦闘終了タイミング開始時/対象:このユニット〉\n"
        "対象が戦闘で死亡していない場合、対象を未行動にする。"
    )
    assert prog.condition == ("alive", ())


@pytest.mark.parametrize(
    "cond",
    ["対象が戦闘で死亡した場合、", "対象が探索で死亡していない場合、"],
)
def test_neighbour_wordings_of_not_dead_in_battle_are_not_this_condition(cond: str) -> None:
    """「死亡した」 (past, not the negative) and a means other than 戦闘 are not read as alive."""
    try:
        prog = _ability(
            "●[戦闘]潮騒\n〈発揮:戦闘終了タイミング開始時/対象:このユニット〉\n"
            f"{cond}対象を未行動にする。"
        )
    except Unsupported:
        return
    assert prog.condition != ("alive", ())


@pytest.mark.parametrize("cond", ["対象が戦闘で死亡していない場合、", ""])
def test_a_unit_alive_after_its_battle_is_made_unacted(cond: str) -> None:
    """「●[戦闘]潮騒 〈発揮:戦闘終了タイミング開始時/対象:このユニット〉 対象が戦闘で死亡していない
    場合、対象を未行動にする」 on 狩人, who survives the goblin: the step is done at the start of
    the battle's end timing, as with no condition (the failed advance then makes it acted,
    as before). mc_read: the ability is read, not refused."""
    text = (
        "●[戦闘]潮騒\\n〈発揮:戦闘終了タイミング開始時/対象:このユニット〉\\n"
        f"{cond}対象を未行動にする。"
    )
    r = mc_read(loads(MC_SIDE % (text, 6, 1)))
    said = [getattr(m, "ja", "") for m in r.main.trace]
    assert "狩人 を未行動にする" in said
