"""Monster Collection (mc), round 34 (s30mctext), issue 12: the vocabulary tables of mc.txt, each
entry as a minimal ability text in printed style, measured as a card list
(``tests/ruling/data/mc_vocabulary_r34.jsonl``, one card per entry; ``name`` is the clause it
stands for):

- chapter 13's standing abilities printed as a bare line (13.1.1-13.1.8), chapter 15's keywords
  (15.1-15.5.3), chapter 12's specific actions (12.2-12.7), chapter 14's ability kinds in the
  printed forms a./b. (14.2.2-14.8.2) with the timing notations of 10.9, the notations of
  10.10-10.18, and the example texts the document prints (【例】 of 2.1.8.4, 3.3, 10.16-10.18,
  14.5.4.3);
- chapter 2.1's card information printed as a line of its own (2.1.7-2.1.27).

Every entry is either executable or listed in ``NOT_YET`` with its clause and the words its
refusal names (never silently dropped), so the table's coverage is measured and cannot drop
unnoticed. What each executable entry does on a board is checked by the tests named in
``ruling/games/_mc/notation.py`` (round 30) and, for what round 34 added, below.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from ruling.abilities import _abilities
from ruling.resolve import resolve
from ruling.rules import get_game
from ruling.scenario import loads
from tests.ruling.boards import mc_area, mc_scenario
from tests.ruling.vocabulary_tables import check_coverage, check_entry

get_game("mc")  # registers mc's card-text compiler

DATA = Path(__file__).parent / "data" / "mc_vocabulary_r34.jsonl"
RULES = Path(__file__).resolve().parents[2].parent / "shared" / "rules" / "mc.txt"
_TYPES = {"ユニット": "unit", "アイテム": "item", "戦闘スペル": "spell", "地形": "terrain"}
_TYPES["消耗品"] = "item"

# entry id -> (the clause, words of the reason it is refused with): not run yet, each named
NOT_YET: dict[str, tuple[str, str]] = {
    # 時の歯車 printed bare with its text unquoted (「時の歯車 プレイヤーすべて…」): not read as the
    # keyword (bare, it is read before 『…』 only, 15.4.9.2's own notation)
    "MC-VOC-15.4.9": ("15.4.9.2", "without a mark"),
    "MC-VOC-12.2": ("12.2.1", "advance"),  # 「対象は進軍してもよい」 with no terrain named
    "MC-VOC-10.13": ("10.13.1", "使用中"),  # each use's declarer is not recorded (10.13.2)
    "MC-VOC-10.13b": ("10.13.1", "使用中"),
    "MC-VOC-10.15a": ("10.15.1.1", "choose"),  # 「対象が使用中の～の効果を1つ選んで消失させる」
}


def _entries() -> list[dict[str, Any]]:
    return [json.loads(x) for x in DATA.read_text(encoding="utf-8").splitlines() if x.strip()]


def _abs(rec: dict[str, Any]) -> tuple[Any, ...]:
    return _abilities("mc", rec["text"], _TYPES.get(rec["type"]))


def test_the_table_covers_each_clause_the_rules_define() -> None:
    """Each entry names a clause mc.txt defines (its ``name``), and NOT_YET names entries only."""
    rules = RULES.read_text(encoding="utf-8")
    ids = {r["id"] for r in _entries()}
    assert len(ids) == len(_entries()) >= 90
    for r in _entries():
        assert f"{r['name']}." in rules or f"{r['name']} " in rules, r["name"]
    assert set(NOT_YET) <= ids


@pytest.mark.parametrize("rec", _entries(), ids=lambda r: r["id"])
def test_each_entry_runs_or_is_refused_by_name(rec: dict[str, Any]) -> None:
    """An executable entry runs; a NOT_YET one is refused by name (``check_entry``)."""
    check_entry(_abs(rec), rec, NOT_YET)


def test_the_measured_coverage() -> None:
    """The figure the report states: every entry but the NOT_YET ones all executable."""
    check_coverage("mc", DATA, _entries(), NOT_YET)


# --- 15.4.7.2 / 15.4.8.2 / 15.4.10.2: 「○○の地形」 printed with the quote around ○○ only ----------


@pytest.mark.parametrize(
    ("text", "same_as"),
    [
        ("特殊進軍「属性:風」の地形", "特殊進軍「「属性:風」の地形」"),
        ("普通召喚 「属性:土」の地形", "普通召喚「「属性:土」の地形」"),
        ("即時召喚「属性:水」の地形", "即時召喚「「属性:水」の地形」"),
    ],
)
def test_a_terrain_keyword_with_the_quote_around_its_description(text: str, same_as: str) -> None:
    """「特殊進軍「属性:風」の地形」: the grammar takes 「属性:風」 as the parameter and leaves 「の地形」
    over; read as the keyword with 「「属性:風」の地形」 (15.4.10.2's form) — the same program."""
    (a,) = _abilities("mc", text, "unit")
    (b,) = _abilities("mc", same_as, "unit")
    assert a.supported and b.supported, (a.reason, b.reason)
    assert a.program == b.program


def _advance(text: str, terrain: str) -> Any:
    """A's 飛竜 (``text``) on c2 advances to r4 (out of a walker's range, 12.2.2.2), B's
    ``terrain`` there with nobody on it."""
    unit = f'{{name: 飛竜, type: unit, level: 3, attack: 3, defense: 3, text: "{text}"}}'
    return resolve(
        loads(
            mc_scenario(
                turn="{player: A, number: 7, phase: main}",
                a=mc_area("c2", "平原", 8, unit),
                b=f"      r4: [{terrain}]\n",
                rest="actions:\n  - {do: advance, units: [飛竜], to: r4}\nask: [A.r4]\n",
            )
        )
    )


@pytest.mark.parametrize(("attribute", "goes"), [("風", True), ("水", False)])
def test_special_advance_quoted_description_on_a_board(attribute: str, goes: bool) -> None:
    """特殊進軍「属性:風」の地形 (15.4.10.2): 飛竜 may advance into a 風 terrain beyond its range,
    not into a 水 one."""
    terrain = f"{{name: 峠, type: terrain, limit: 6, attribute: {attribute}}}"
    r = _advance("特殊進軍「属性:風」の地形", terrain)
    here = [x.split("(")[0] for x in r.outcome["state"]["A.r4"]]
    assert (here == ["飛竜"]) is goes, r.outcome


# --- chapter 2.1: card information printed as a line of its own -------------------------------


@pytest.mark.parametrize(
    ("text", "card_type", "why"),
    [
        ("レベル:即時召喚", "unit", "not a number"),  # neither of 2.1.12.2 / 2.1.12.3's words
        ("攻撃力:+3", "unit", "not a number"),  # a printed attack has no sign
        ("追加攻撃力:+2", "unit", "item cards only"),  # 2.1.16.1: an equipment's
        ("タイプ:魔術", "unit", "cards only"),  # 2.1.23: a unit has 種族, not タイプ
        ("攻撃力:3/防御力:2", "unit", "not a number"),
    ],
)
def test_card_information_of_another_form_is_refused(text: str, card_type: str, why: str) -> None:
    (a,) = _abilities("mc", text, card_type)
    assert not a.supported and why in a.reason, a.reason


def _values(unit_text: str, item_text: str, unit: str = "level: 1") -> dict[str, Any]:
    """A's 兵 (``unit``, its text ``unit_text``) wearing 剣 (its text ``item_text``) on c2."""
    scn = mc_scenario(
        a=mc_area(
            "c2",
            "平原",
            8,
            f'{{name: 兵, type: unit, {unit}, text: "{unit_text}"}}',
            f'{{name: 剣, type: item, equipped_to: 兵, text: "{item_text}"}}',
        ),
        rest="ask: [兵.attack, 兵.defense]\n",
    )
    r = resolve(loads(scn))
    assert not [w for w in r.main.warnings if w.kind == "unsupported"]
    return r.outcome["state"]


def test_printed_values_are_the_cards_values_where_the_entry_gives_none() -> None:
    """「攻撃力:3」「防御力:4」 on 兵 (2.1.15.1, 2.1.17.1) and 「追加攻撃力:+2」「追加防御力:-1」 on the
    equipment it wears (2.1.16.1, 2.1.18.1; given to the wearer, 12.2.8.9): 3+2, 4-1."""
    got = _values("攻撃力:3\\n防御力:4", "追加攻撃力:+2\\n追加防御力:-1")
    assert (got["兵.attack"], got["兵.defense"]) == (5, 3)


def test_a_value_the_entry_gives_is_the_cards() -> None:
    """The scenario's ``attack: 1`` is the card's printed attack; the text's line says the same
    information and does not add to it."""
    got = _values("攻撃力:3", "出現頻度:R", unit="level: 1, attack: 1, defense: 2")
    assert (got["兵.attack"], got["兵.defense"]) == (1, 2)


@pytest.mark.parametrize(("limit", "joins"), [(3, False), (5, True)])
def test_a_printed_limit_bounds_an_advance(limit: int, joins: bool) -> None:
    """「リミット:n」 on A's terrain 丘 (2.1.26.1): A's level-2 兵 joins the level-2 戦士 there only if
    the total stays within it (12.2.3.2) — 4 > 3 refused, 4 <= 5 advanced."""
    a = mc_area("c2", "平原", 8, "{name: 兵, type: unit, level: 2, attack: 1, defense: 1}")
    a += (
        "      c3:\n"
        f'        - {{name: 丘, type: terrain, text: "リミット:{limit}"}}\n'
        "        - {name: 戦士, type: unit, level: 2, attack: 1, defense: 1}\n"
    )
    scn = mc_scenario(
        turn="{player: A, number: 7, phase: main}",
        a=a,
        rest="actions:\n  - {do: advance, units: [兵], to: c3}\nask: [A.c3]\n",
    )
    r = resolve(loads(scn))
    names = [x.split("(")[0] for x in r.outcome["state"]["A.c3"]]
    assert ("兵" in names) is joins, r.outcome
    assert "2.1.26.1" in r.decided_by


# --- 「対象を「耐性:x」する」: 10.14's grant in the form a value change is printed in ------------


@pytest.mark.parametrize(("attr", "zone"), [("地震", "A.field.c2"), ("火炎", "A.discard")])
def test_a_standing_ability_made_by_do_is_granted(attr: str, zone: str) -> None:
    """「○硬い甲殻 〈対象:このユニット〉 対象を「耐性:地震」する」 on 戦士 (defence 1): read as
    「対象に「耐性:地震」を付与する」 (10.14.4) — 【地震:2】 does not make it die (13.1.7.1), 【火炎:2】
    does."""
    from tests.ruling.test_mc_cardtext_r16 import _SHELL, mc_read

    shell = "○硬い甲殻\\n〈対象:このユニット〉\\n対象を「耐性:地震」する。"
    use = f"◎[メイン]揺れ\\n〈対象:ユニット1体〉\\n対象に【{attr}:2】ダメージを与える。"
    r = mc_read(loads(_SHELL % (use, 1, shell)))
    assert r.outcome["state"] == {"戦士.zone": zone}
    if zone != "A.discard":
        assert {"13.1.7.1", "13.1.7.4"} <= set(r.decided_by)


# --- chapter 12's specific actions: 「対象は死亡する」 (12.6.1), 「対象はカードをn～m枚補充してもよい」 --


def test_the_target_dies() -> None:
    """「対象は死亡する」 (12.6.1: a unit discarded from the battlefield by a death effect): the
    same death effect as 「対象を死亡させる」 (11.3.3.1) — ゴブリン discarded."""
    from tests.ruling.test_mc_cardtext_r25 import _board

    (a,) = _abilities("mc", "□[普通]x\n〈対象:敵軍ユニット1体〉\n対象は死亡する。", "unit")
    (b,) = _abilities("mc", "□[普通]x\n〈対象:敵軍ユニット1体〉\n対象を死亡させる。", "unit")
    assert a.supported and a.program.steps == b.program.steps
    text = "◎[メイン]即死\\n〈対象:敵軍ユニット1体〉\\n対象は死亡する。"
    r = resolve(loads(_board(text, asked="ゴブリン.zone")))
    assert r.outcome["state"]["ゴブリン.zone"] == "B.discard"
    assert {"12.6.1", "11.3.3.1"} <= set(r.decided_by)


@pytest.mark.parametrize(("declared", "hand"), [(2, 2), (0, 0)])
def test_the_target_player_replenishes_a_range(declared: int, hand: int) -> None:
    """「対象はカードを1～2枚補充してもよい」 with 〈対象:自軍プレイヤー〉 (12.3.1.1): the number is
    declared first — 2 cards, or none (not applied, 12.3.1.4)."""
    from tests.ruling.test_mc_cardtext_r25 import _board

    text = "◎[メイン]補給\\n〈対象:自軍プレイヤー〉\\n対象はカードを1～2枚補充してもよい。"
    scn = _board(text, target="A", asked="A.hand")
    scn = scn.replace("ask:", f"choices: [{{player: A, choose: {declared}}}]\nask:")
    scn = scn.replace("    deck: 20\n  B", "    deck: 20\n    hand: 0\n  B", 1)
    r = resolve(loads(scn))
    assert r.outcome["state"]["A.hand"] == hand
    assert "12.3.1.1" in r.decided_by


# --- 10.9.11: an ability printed with neither mark nor timing on a card on the battlefield -------


@pytest.mark.parametrize(
    ("unit_text", "item_text", "attack", "defense"),
    [
        ("", "〈対象:装備ユニット〉\\n対象を「攻撃力:+2」する。", 3, 2),
        ("〈対象:このユニット〉\\n対象を「防御力:+1」する。", "", 1, 3),
        ("", "", 1, 2),
    ],
)
def test_an_untimed_unmarked_ability_is_in_force_on_the_battlefield(
    unit_text: str, item_text: str, attack: int, defense: int
) -> None:
    """10.9.11: 「場にカードが存在する限り…常に効果を発揮します」 — 〈対象:装備ユニット〉 on the
    equipment 兵 wears gives it +2 attack; 〈対象:このユニット〉 on 兵 itself +1 defence (as a ○
    ability without a timing notation, 14.5.4.2)."""
    got = _values(unit_text, item_text, unit="level: 1, attack: 1, defense: 2")
    assert (got["兵.attack"], got["兵.defense"]) == (attack, defense)


@pytest.mark.parametrize(
    ("text", "card_type"),
    [
        ("〈対象:ユニット1体〉\n対象に【火炎:1】ダメージを与える。", "spell"),  # used from the hand
        ("〈対象:ユニット1体〉\n対象を「攻撃力:+1」する。", "item"),  # no wearer named: which item
        ("〈コスト:手札1枚破棄/対象:このユニット〉\n対象を「攻撃力:+1」する。", "unit"),  # a cost
    ],
)
def test_an_unmarked_ability_not_on_the_battlefield_stays_refused(
    text: str, card_type: str
) -> None:
    (a,) = _abilities("mc", text, card_type)
    assert not a.supported and "mark" in a.reason, a.reason


@pytest.mark.parametrize(("slots", "defense"), [("アイテム:i\\n", 3), ("", 2)])
def test_holding_item_slots_as_a_condition(slots: str, defense: int) -> None:
    """「対象が「アイテム:x」を持つ場合」 (13.1.2.1: x one 「i」 or more), as 14.5.4.3's example asks
    「対象が「イニシアチブ:x」を持つ場合」: 兵 printing 「アイテム:i」 gets +1 defence, one without
    does not."""
    text = f"{slots}○知識\\n〈対象:このユニット〉\\n対象が「アイテム:x」を持つ場合、対象を「防御力:+1」する。"
    got = _values(text, "", unit="level: 1, attack: 1, defense: 2")
    assert got["兵.defense"] == defense


@pytest.mark.parametrize(
    ("cond", "order", "damage"),
    [
        ("隊列の最前列に存在する", "盾兵, 弓兵", 2),
        ("隊列の最前列に存在する", "弓兵, 盾兵", 1),
        ("隊列の最後列に存在しない", "盾兵, 弓兵", 2),
        ("隊列の最後列に存在しない", "弓兵, 盾兵", 1),
    ],
)
def test_a_row_of_the_formation(cond: str, order: str, damage: int) -> None:
    """「このユニットが隊列の最前列に存在する場合」: the front row of the formation (8.3.3.2), as
    「最前列にいる」 is read — met by 盾兵 in front only."""
    from tests.ruling.test_mc_cardtext_r19b import _SHOT, _USE, _battle

    r = resolve(loads(_battle(_SHOT.format(cond=cond), order, _USE)))
    assert r.outcome["state"]["鬼.damage"] == damage
    assert {"10.12.1", "8.3.3.2"} <= set(r.decided_by)


@pytest.mark.parametrize(
    ("text", "card_type", "same_as"),
    [
        ("常備能力:チャージ:+1", "unit", "チャージ:+1"),  # 2.1.20.1's heading
        ("「常備能力:ディフェンダー:+2」", "unit", "ディフェンダー:+2"),
        ("追加常備能力:耐性:火炎", "item", "耐性:火炎"),  # 2.1.21.1's heading
        (
            "追加常備能力:「イニシアチブ:+1」「アイテム:i」",
            "item",
            "「イニシアチブ:+1」「アイテム:i」",
        ),
    ],
)
def test_a_standing_ability_heading(text: str, card_type: str, same_as: str) -> None:
    """The heading 「常備能力」 / 「追加常備能力」 (2.1.20.1, 2.1.21.1) printed before the standing
    abilities it lists: the same abilities as printed alone (13.1; an equipment's given to its
    wearer, 2.1.21.2)."""
    (a,) = _abilities("mc", text, card_type)
    (b,) = _abilities("mc", same_as, card_type)
    assert a.supported and a.program == b.program, a.reason


def test_a_heading_before_anything_else_is_refused() -> None:
    (a,) = _abilities("mc", "追加常備能力:装備ユニットは強くなる", "item")
    assert not a.supported


@pytest.mark.parametrize(
    ("worn", "zone"), [("追加常備能力:耐性:火炎", "A.field.c2"), ("", "A.discard")]
)
def test_a_worn_resistance_under_its_heading(worn: str, zone: str) -> None:
    """「追加常備能力:耐性:火炎」 on the equipment 戦士 wears (2.1.21.1, 2.1.21.2): 【火炎:2】 does not
    make it die (13.1.7.1); without it, it does."""
    from tests.ruling.test_mc_cardtext_r16 import _SHELL, mc_read

    use = "◎[メイン]炎\\n〈対象:ユニット1体〉\\n対象に【火炎:2】ダメージを与える。"
    scn = _SHELL % (use, 1, "")
    scn = scn.replace(
        "  B:", f'        - {{name: 鎧, type: item, equipped_to: 戦士, text: "{worn}"}}\n  B:', 1
    )
    r = mc_read(loads(scn))
    assert r.outcome["state"] == {"戦士.zone": zone}


@pytest.mark.parametrize(("deck", "rejected"), [(1, True), (2, False)])
def test_printed_hero_points(deck: int, rejected: bool) -> None:
    """「英雄点:2」 (2.1.14.2): the unit card is a hero whose summon costs 2 cards from the top of
    the deck (15.1.2) — with 1 card there it cannot be summoned (12.2.7.4.3)."""
    scn = f"""\
game: mc
title: t
turn: {{player: A, number: 4, phase: summon}}
players:
  A:
    deck: {deck}
    hand: [{{name: アーサー, type: unit, level: 3, attack: 4, defense: 4, text: "英雄点:2"}}]
    field:
      c1: [{{name: 本陣, type: terrain, hq: true}}]
  B: {{deck: 20}}
actions:
  - {{do: summon, card: A.アーサー, area: c1}}
ask: [A.c1]
"""
    r = resolve(loads(scn))
    assert bool(r.outcome.get("rejected")) is rejected, r.outcome
    if rejected:
        assert "15.1.2" in r.decided_by


# --- 14.2.3: a □ ability's own cost printed in 〈コスト:…〉 -------------------------------------------


@pytest.mark.parametrize(
    "cost", ["行動完了", "未行動のこのユニットを行動完了にする", "このユニットを行動完了にする"]
)
def test_the_rest_cost_of_a_rest_ability_printed(cost: str) -> None:
    """〈コスト:行動完了〉 on a □ ability: the cost 14.2.3 gives every □ ability (「〈コスト:未行動の
    このユニットを行動完了にする〉の能力です」), not one more — the same ability as printed without
    it; on a board 術士 deals its 1 damage once, as the □ ability does."""
    from tests.ruling.test_mc_cardtext_r25 import _board

    body = "〈対象:敵軍ユニット1体〉\n対象に【1】ダメージを与える。"
    (a,) = _abilities("mc", f"□[メイン]x\n〈コスト:{cost}/" + body[1:], "unit")
    (b,) = _abilities("mc", "□[メイン]x\n" + body, "unit")
    assert a.supported and a.program == b.program, a.reason
    text = f"□[メイン]火花\\n〈コスト:{cost}/対象:敵軍ユニット1体〉\\n対象に【1】ダメージを与える。"
    r = resolve(loads(_board(text, asked="術士.zone")))
    assert r.outcome["state"]["ゴブリン.damage"] == 1
    assert "14.2.3" in r.decided_by


def test_a_rest_cost_on_another_kind_stays_refused() -> None:
    """〈コスト:行動完了〉 on a ◎ ability (whose cost is only what 〈 〉 prints, 14.4.3): not run."""
    (a,) = _abilities(
        "mc",
        "◎[普通]x\n〈コスト:行動完了/対象:敵軍ユニット1体〉\n対象に【1】ダメージを与える。",
        "unit",
    )
    assert not a.supported


@pytest.mark.parametrize(
    ("target", "same_as"),
    [
        ("この地形の自軍ユニットすべて", "この地形に存在する自軍ユニットすべて"),
        ("この地形のユニットすべて", "この地形に存在するユニットすべて"),
        ("この地形の敵軍ユニット1体", "この地形に存在する敵軍ユニット1体"),
    ],
)
def test_the_units_of_this_terrain(target: str, same_as: str) -> None:
    """〈対象:この地形の…ユニット〉: the units on this terrain (5.1.2.4), as 「この地形に存在する…」
    names them — the same ability (that one is run on boards in test_mc_rules_r28)."""
    body = "○[戦闘]x\n〈対象:{}〉\n対象を「攻撃力:+1」する。"
    if "1体" in target:
        body = "▽x[普通]\n〈対象:{}〉\n対象に【1】ダメージを与える。"
    (a,) = _abilities("mc", body.format(target), "terrain")
    (b,) = _abilities("mc", body.format(same_as), "terrain")
    assert a.supported and a.program == b.program, a.reason


@pytest.mark.parametrize(
    ("target", "same_as"),
    [
        ("防御力が1以下の敵軍ユニット1体", "防御力1以下の敵軍ユニット1体"),
        ("レベルが2以上のユニット1体", "レベル2以上のユニット1体"),
    ],
)
def test_a_value_bound_with_ga(target: str, same_as: str) -> None:
    """〈対象:防御力が1以下の敵軍ユニット1体〉: the value bound describing the units (10.10.2), as
    「防御力1以下の…」 reads it — the same ability."""
    body = "□[普通]x\n〈対象:{}〉\n対象に【1】ダメージを与える。"
    (a,) = _abilities("mc", body.format(target), "unit")
    (b,) = _abilities("mc", body.format(same_as), "unit")
    assert a.supported and a.program == b.program, a.reason


@pytest.mark.parametrize("goal", ["対象の所有者の手札", "所有者の手札"])
def test_returned_to_its_owners_hand(goal: str) -> None:
    """「対象を(対象の)所有者の手札に戻す」: 所有者 is the rules' word for the owner (3.2.1.2) — the
    same step as 「持ち主の手札に戻す」 (run on boards in test_mc_return_to_hand); another player's
    hand stays refused."""
    body = "□[普通]x\n〈対象:ユニット1体〉\n対象を{}に戻す。"
    (a,) = _abilities("mc", body.format(goal), "unit")
    (b,) = _abilities("mc", body.format("持ち主の手札"), "unit")
    assert a.supported and a.program == b.program, a.reason
    (c,) = _abilities("mc", body.format("敵軍の手札"), "unit")
    assert not c.supported


@pytest.mark.parametrize(("who", "target", "shuffler"), [("自軍", "A", "A"), ("敵軍", "B", "B")])
def test_the_target_player_shuffles(who: str, target: str, shuffler: str) -> None:
    """「対象は山札をシャッフルする」 with 〈対象:自軍 / 敵軍プレイヤー〉 (12.7.1): that player's deck is
    shuffled — the step names the player who does it."""
    from tests.ruling.test_mc_cardtext_r25 import _board

    text = f"◎[メイン]攪拌\\n〈対象:{who}プレイヤー〉\\n対象は山札をシャッフルする。"
    r = resolve(loads(_board(text, target=target, asked="A.deck")))
    assert not [w for w in r.main.warnings if w.kind == "unsupported"]
    assert "12.7.1" in r.decided_by
    said = [getattr(x, "ja", "") for x in r.main.trace]
    assert f"{shuffler} は山札をシャッフルする" in said
