"""Monster Collection (mc), round 21 (s17mc), issue 12: an ability printed over several lines is
one ability — a header printed without its mark too (「[普通]〈対象:…〉」 on one line, the effect on
the next, as cards_r20 printed battle spells and consumables) — and 「装備品」 / 「消耗品」 alone on a
line is the item card's 分類 (docs/cardtext.md "MC round 21 (s17mc)")."""

from __future__ import annotations

import pytest

from grammar.parse import parse_card
from ruling.abilities import Unsupported, _abilities
from ruling.scenario import loads
from tests.ruling.boards import mc_read, mc_scenario, problems

# --- the lines of one ability: grouping (grammar ``_mc_groups``), offsets kept -----------------


def _lines(text: str) -> list[str]:
    """Each ability the grammar reads, as the text its span covers."""
    r = parse_card(text, "mc")
    norm = r.normalised.text
    return [norm[a.span.start : a.span.end] for a in r.card.abilities]


@pytest.mark.parametrize(
    ("text", "want"),
    [
        # a header without its mark, its block on the same line, the effect on the next
        (
            "[普通]〈対象:敵軍ユニット1体〉\n対象に【火炎:2】ダメージ。",
            ["[普通]〈対象:敵軍ユニット1体〉\n対象に【火炎:2】ダメージ。"],
        ),
        # the three-line layout of 14.2.2 without the mark: timing, block, effect
        (
            "[対抗]\n〈対象:ユニット1体〉\n対象に【1】ダメージ。",
            ["[対抗]\n〈対象:ユニット1体〉\n対象に【1】ダメージ。"],
        ),
        # a card-information line and a keyword line stand apart; the block line opens the
        # ability that the effect line after it belongs to
        (
            "装備品\n専用「種族:ヒューマン」\n〈対象:装備ユニット〉\n対象を「攻撃力:+2」する。",
            [
                "装備品",
                "専用「種族:ヒューマン」",
                "〈対象:装備ユニット〉\n対象を「攻撃力:+2」する。",
            ],
        ),
        # two unmarked abilities: a header after an effect opens the next one
        (
            "[普通]〈対象:ユニット1体〉\n対象に【1】ダメージ。\n[対抗]〈対象:ユニット1体〉\n"
            "対象に【2】ダメージ。",
            [
                "[普通]〈対象:ユニット1体〉\n対象に【1】ダメージ。",
                "[対抗]〈対象:ユニット1体〉\n対象に【2】ダメージ。",
            ],
        ),
        # a marked ability: its block line and effect line join it, as before
        (
            "◎[普通]竜鳴印\n〈対象:このユニット〉\n対象に「防御力:+2」を付与する。\n「耐性:火炎」",
            [
                "◎[普通]竜鳴印\n〈対象:このユニット〉\n対象に「防御力:+2」を付与する。",
                "「耐性:火炎」",
            ],
        ),
    ],
)
def test_the_lines_of_one_ability_are_one_ability(text: str, want: list[str]) -> None:
    assert _lines(text) == want


def test_an_unmarked_header_read_as_a_marked_ones_timing() -> None:
    r = parse_card("[対抗:攻撃限定]〈対象:自軍パーティ〉\n対象に「防御力:+1」を付与する。", "mc")
    (ab,) = r.card.abilities
    assert [(lb.kind, lb.name) for lb in ab.labels] == [("timing", "対抗:攻撃限定")]
    assert ab.target is not None


# --- an unmarked ability on a battle spell / consumable: its ◇ (14.6.1, 14.6.3.1) --------------

_MARKED = "◇[普通]火球\\n〈対象:敵軍ユニット1体〉\\n対象に【火炎:3】ダメージ。"


def _spell(text: str, card_type: str = "spell", extra: str = "spell_cost: 火, ") -> str:
    return mc_scenario(
        title="a battle spell printed without its mark",
        turn="{player: A, number: 7, phase: main}",
        a_top=f'    deck: 20\n    hand:\n      - {{name: 火球, type: {card_type}, {extra}text: "{text}"}}\n',
        a="""\
      c2:
        - {name: 平原, type: terrain, limit: 8}
        - {name: 魔術師, type: unit, level: 1, attack: 0, defense: 9, spell_slots: "火", item_slots: 1}
""",
        b="""\
      c3:
        - {name: 森, type: terrain, limit: 6}
        - {name: 門番, type: unit, level: 1, attack: 1, defense: 3}
""",
        rest="""\
actions:
  - do: main_phase
    actions:
      - do: advance
        units: [魔術師]
        to: c3
        dice: {A: 6, B: 1}
        first_normal:
          - {do: use, card: 火球, unit: 魔術師, target: 門番, allowed: true}
ask: [門番.zone, 火球.zone]
expect:
  state: {門番.zone: B.discard, 火球.zone: A.discard}
""",
    )


@pytest.mark.parametrize(
    "text",
    [
        _MARKED,  # the document's form (14.6.2 a.)
        "[普通]〈対象:敵軍ユニット1体〉\\n対象に【火炎:3】ダメージ。",
        "[普通]\\n〈対象:敵軍ユニット1体〉\\n対象に【火炎:3】ダメージを与える。",
        "[普通]〈対象:敵軍ユニット1体〉対象に【火炎:3】ダメージ。",  # on one line
        "[普通/対抗]〈対象:敵軍ユニット1体〉\\n対象に【火炎】【3】ダメージを与える。",
    ],
)
def test_a_battle_spell_printed_without_its_mark_is_its_hand_ability(text: str) -> None:
    """A battle spell card is used from the hand (2.1.3.1, 10.1.9, 14.6.3.1), and the special
    ability used from the hand is the ◇ (14.6.1): the spell's 3 damage kills 門番 (defence 3),
    paid with 魔術師's 「スペル:火」 (13.1.3.1), and the card goes to the discard pile (10.1.13)."""
    assert problems(_spell(text)) == []


def test_a_consumable_printed_without_its_mark() -> None:
    """「消耗品」 (its 分類, 2.1.24.2) and 「[普通]〈対象:…〉」 + the effect: the consumable's ◇, used
    by an own unit with an item slot (13.1.2.2), the card to the discard pile."""
    text = "消耗品\\n[普通]〈対象:敵軍ユニット1体〉\\n対象に【3】ダメージ。"
    assert problems(_spell(text, "item", "")) == []


def test_an_equipment_printed_with_an_unmarked_header_is_not_used_from_the_hand() -> None:
    """「装備品」: the item card is an equipment (2.1.24.2), equipped by a summon (12.2.7.1) —
    the ◇ read from its unmarked header is no ability it is used by from the hand (14.6.1)."""
    text = "装備品\\n[普通]〈対象:敵軍ユニット1体〉\\n対象に【3】ダメージ。"
    scn = _spell(text, "item", "").replace("allowed: true", "allowed: false")
    scn = scn.replace("{門番.zone: B.discard, 火球.zone: A.discard}", "{門番.zone: B.field.c3}")
    assert problems(scn) == []


@pytest.mark.parametrize("card_type", ["unit", "terrain", None])
def test_an_unmarked_header_on_another_card_is_refused(card_type: str | None) -> None:
    """On a unit or terrain card (or a card whose type is not given) the ability's kind is not
    said: each special ability is printed with its mark (14.2.2–14.8.2)."""
    (ab,) = _abilities("mc", "[普通]〈対象:敵軍ユニット1体〉\n対象に【3】ダメージ。", card_type)
    assert not ab.supported
    assert "without a mark" in ab.reason


def test_an_unmarked_block_without_a_timing_is_an_ability_without_a_timing_notation() -> None:
    """「〈対象:装備ユニット〉 対象を「攻撃力:+2」する。」 on an equipment: no mark and no timing —
    corrected (round 34, s30mctext): refused before as 「which kind (○?) is not said」; 10.9.11
    reads every ability without a timing notation: 「場にカードが存在する限り、…発揮する条件を
    満たせば常に効果を発揮します」 — in force while the equipment is on the battlefield, as a ○
    ability without a timing notation (14.5.4.2; on a board: test_mc_vocabulary_r34)."""
    abs_ = _abilities("mc", "装備品\n〈対象:装備ユニット〉\n対象を「攻撃力:+2」する。", "item")
    assert [a.supported for a in abs_] == [True, True]
    assert abs_[1].kind == "continuous" or abs_[1].program is not None


# --- 「装備品」 / 「消耗品」 alone on a line: the item card's 分類 (2.1.24.1, 2.1.24.2) --------------

_EQUIP = mc_scenario(
    title="equipping an item card",
    turn="{player: A, number: 4, phase: summon}",
    a_top='    deck: 20\n    hand: [{name: 鉄の盾, type: item, equip_cost: 1, text: "%s"}]\n',
    a="""\
      c2:
        - {name: 平原, type: terrain, limit: 6}
        - {name: 騎士, type: unit, level: 2, attack: 2, defense: 3, item_slots: 2}
""",
    rest="""\
actions:
  - {do: equip, card: 鉄の盾, unit: 騎士}
ask: [鉄の盾.zone]
""",
)


@pytest.mark.parametrize(("printed", "zone"), [("装備品", "A.field.c2"), ("消耗品", "A.hand")])
def test_a_bare_classification_line_decides_whether_it_is_equipped(printed: str, zone: str) -> None:
    """As 「分類:装備品」 (test_mc_cardtext_r17): a summon equips 「分類が装備品であるアイテムカード」
    (12.2.7.1); a consumable stays in the hand (2.1.24.2)."""
    r = mc_read(loads(_EQUIP % printed))
    assert r.outcome["state"] == {"鉄の盾.zone": zone}
    if zone == "A.hand":
        assert "2.1.24.2" in r.decided_by


@pytest.mark.parametrize("printed", ["儀式", "武器", "装備品です。"])
def test_other_bare_words_are_no_classification(printed: str) -> None:
    (ab,) = _abilities("mc", printed, "item")
    assert not ab.supported


def test_the_classification_line_is_no_ability_to_compile_alone() -> None:
    from tests.ruling.boards import mc_compile

    assert mc_compile("消耗品").id == "classification"
    with pytest.raises(Unsupported):
        mc_compile("[普通]〈対象:敵軍ユニット1体〉\n対象に【3】ダメージ。")


# --- 「…が生存している場合」: 「…が死亡していない場合」 said the other way (4.5.2) ---------------------


@pytest.mark.parametrize(
    ("cond", "defense", "hand"),
    [
        ("このユニットが生存している", 4, 1),
        ("このユニットが生存している", 1, 2),  # dead against the goblin's 1: no trigger
        ("このユニットが死亡していない", 4, 1),  # the wording it says again
        ("このユニットが戦闘で死亡していない", 4, 1),
    ],
)
def test_an_auto_ability_under_this_unit_being_alive(cond: str, defense: int, hand: int) -> None:
    """「●[戦闘]略奪 〈発揮:戦闘終了タイミング開始時/対象:敵軍プレイヤー〉 このユニットが生存して
    いる場合、対象は手札を1枚選んで破棄する」: 狩人 alive at the battle end timing — B discards
    one of its 2 cards; dead (defence 1), it is off the battlefield and does not trigger."""
    from ruling.resolve import resolve
    from tests.ruling.boards import mc_area

    text = (
        "●[戦闘]略奪\\n〈発揮:戦闘終了タイミング開始時/対象:敵軍プレイヤー〉\\n"
        f"{cond}場合、対象は手札を1枚選んで破棄する。"
    )
    hunter = f'{{name: 狩人, type: unit, level: 2, attack: 2, defense: {defense}, text: "{text}"}}'
    scn = mc_scenario(
        a=mc_area("c2", "平原", 6, hunter),
        b=mc_area("c3", "湖", 6, "{name: ゴブリン, type: unit, level: 1, attack: 1, defense: 4}"),
        b_top="    deck: 20\n    hand: [x1, x2]\n",
        rest="actions:\n  - {do: advance, units: [狩人], to: c3, dice: {A: 6, B: 1}}\nask: [B.hand]\n",
    )
    r = resolve(loads(scn))
    assert r.outcome["state"] == {"B.hand": hand}
    if hand == 1:
        assert {"4.7.2", "4.5.2"} <= set(r.decided_by)
    assert not any(w.kind == "unsupported" for w in r.main.warnings)


def test_a_target_alive_as_a_steps_own_condition() -> None:
    """「対象に【2】ダメージ。効果適用後、対象が生存している場合、対象を行動完了にする」: as
    「対象が死亡していない場合」 (test_mc_cardtext_r16)."""
    from tests.ruling.boards import mc_compile

    prog = mc_compile(
        "□[普通]a\n〈対象:ユニット1体〉\n対象に【2】ダメージ。効果適用後、対象が生存している場合、"
        "対象を行動完了にする。"
    )
    dead = mc_compile(
        "□[普通]a\n〈対象:ユニット1体〉\n対象に【2】ダメージ。効果適用後、対象が死亡していない場合、"
        "対象を行動完了にする。"
    )
    assert prog.steps == dead.steps


@pytest.mark.parametrize("cond", ["このユニットが生存していない", "このユニットが生存した"])
def test_other_forms_of_survive_stay_refused(cond: str) -> None:
    from tests.ruling.boards import mc_compile

    with pytest.raises(Unsupported):
        mc_compile(f"□[普通]a\n〈対象:ユニット1体〉\n{cond}場合、対象に【1】ダメージ。")


# --- 「手札をn枚無作為に破棄する」: a pick at random (1.3.6) ------------------------------------------


def _plunder(hand: str, step: str = "対象は手札1枚を無作為に破棄する。") -> str:
    from tests.ruling.boards import mc_area

    text = (
        "●[戦闘]略奪\\n〈発揮:戦闘終了タイミング開始時/対象:敵軍プレイヤー〉\\n"
        f"このユニットが生存している場合、{step}"
    )
    hunter = f'{{name: 狩人, type: unit, level: 2, attack: 2, defense: 4, text: "{text}"}}'
    return mc_scenario(
        a=mc_area("c2", "平原", 6, hunter),
        b=mc_area("c3", "湖", 6, "{name: ゴブリン, type: unit, level: 1, attack: 1, defense: 4}"),
        b_top=f"    deck: 20\n    hand: {hand}\n",
        rest="actions:\n  - {do: advance, units: [狩人], to: c3, dice: {A: 6, B: 1}}\nask: [B.hand]\n",
    )


@pytest.mark.parametrize(
    "step", ["対象は手札1枚を無作為に破棄する。", "対象は手札を1枚無作為に破棄する。"]
)
def test_a_random_discard_of_cards_alike(step: str) -> None:
    """Two cards the scenario does not name are alike: one branch, B keeps one card."""
    from ruling.resolve import resolve

    r = resolve(loads(_plunder("2", step)))
    assert r.outcome["state"] == {"B.hand": 1}
    assert not any(w.kind == "unsupported" for w in r.main.warnings)


def test_a_random_discard_branches_on_chance() -> None:
    """Two named cards: which goes is chance (1.3.6: 「無作為」) — a branch for each, B choosing
    neither (no choice of B's is asked)."""
    from ruling.resolve import resolve

    r = resolve(loads(_plunder("[甲, 乙]").replace("ask: [B.hand]", "ask: [甲.zone, 乙.zone]")))
    gone = sorted(
        [k for k, v in lf.outcome["state"].items() if v == "B.discard"] for lf in r.leaves
    )
    assert gone == [["乙.zone"], ["甲.zone"]]
    assert all(c.chance for lf in r.leaves for c in lf.choices)
    assert "1.3.6" in r.decided_by


def test_a_random_discard_from_the_deck_is_refused() -> None:
    from tests.ruling.boards import mc_compile

    with pytest.raises(Unsupported):
        mc_compile("□[メイン]a\n〈対象:自軍プレイヤー〉\n山札を1枚無作為に破棄する。")


# --- 「自軍捨て山に「種族:X」のカードがn枚以上ある場合」: the discard pile's cards counted (5.1.5.6) ---

_BONE = "{name: 骨, type: unit, race: アンデッド}"
_ROCK = "{name: 岩, type: unit, race: ゴーレム}"
_FIRE = "{name: 火, type: spell}"


def _pile_scn(cond: str, a_discard: str, b_discard: str = "[]") -> str:
    from tests.ruling.test_mc_cardtext_r15 import _SELF

    text = f"◎[メイン]a\\n〈対象:ユニット1体〉\\n{cond}場合、対象に【1】ダメージを与える。"
    scn = (_SELF % text).replace("    deck: 20\n", f"    deck: 20\n    discard: {a_discard}\n", 1)
    return scn.replace("  B:\n    deck: 20\n", f"  B:\n    deck: 20\n    discard: {b_discard}\n")


@pytest.mark.parametrize(
    ("cond", "a_discard", "b_discard", "zone"),
    [
        # two undead in A's pile: met, 戦士 (defence 1) takes 1 and dies
        (
            "自軍捨て山に「種族:アンデッド」のカードが2枚以上ある",
            f"[{_BONE}, {_BONE}]",
            "[]",
            "A.discard",
        ),
        (
            "自軍捨て山に「種族:アンデッド」のカードが2枚以上ある",
            f"[{_BONE}, {_ROCK}]",
            "[]",
            "A.field.c2",
        ),
        (
            "自軍の捨て山に「種族:アンデッド」のカードが2枚以上ある",
            f"[{_BONE}, {_BONE}]",
            "[]",
            "A.discard",
        ),
        # no 自軍 / 敵軍: the own one (5.1.5.5)
        (
            "捨て山に「種族:アンデッド」のカードが2枚以上ある",
            f"[{_BONE}, {_BONE}]",
            "[]",
            "A.discard",
        ),
        # a card type (2.1.6.1)
        ("自軍捨て山にユニットカードが2枚以上ある", f"[{_BONE}, {_FIRE}]", "[]", "A.field.c2"),
        (
            "自軍捨て山にユニットカードが2枚以上ある",
            f"[{_BONE}, {_ROCK}, {_FIRE}]",
            "[]",
            "A.discard",
        ),
        # the other side's pile
        (
            "敵軍捨て山に「種族:アンデッド」のカードが2枚以上ある",
            "[]",
            f"[{_BONE}, {_BONE}]",
            "A.discard",
        ),
        (
            "敵軍捨て山に「種族:アンデッド」のカードが2枚以上ある",
            f"[{_BONE}, {_BONE}]",
            "[]",
            "A.field.c2",
        ),
        # every card of the pile, said as a value of the zone
        ("自軍捨て山のカードが3枚以上の", f"[{_BONE}, {_ROCK}, {_FIRE}]", "[]", "A.discard"),
        ("自軍捨て山が3枚以上の", f"[{_BONE}, {_ROCK}]", "[]", "A.field.c2"),
    ],
)
def test_a_condition_on_the_discard_piles_cards(
    cond: str, a_discard: str, b_discard: str, zone: str
) -> None:
    from ruling.resolve import resolve

    r = resolve(loads(_pile_scn(cond, a_discard, b_discard)))
    assert r.outcome["state"]["戦士.zone"] == zone
    assert "5.1.5.6" in r.decided_by
    assert not any(w.kind == "unsupported" for w in r.main.warnings)


def test_unnamed_cards_of_the_pile_are_said() -> None:
    """「discard: 3」 (no names, no races): whether they are 「種族:アンデッド」 decides the count —
    branched on since round 26 (``values.branch_condition``; before: counted as not, and said)."""
    from ruling.resolve import resolve

    r = resolve(loads(_pile_scn("自軍捨て山に「種族:アンデッド」のカードが2枚以上ある", "3")))
    got = {b["choices"][0].rsplit(":", 1)[1]: b["outcome"]["state"] for b in r.outcome["branches"]}
    assert got["met"]["戦士.zone"] == "A.discard" and got["unmet"]["戦士.zone"] == "A.field.c2"
    assert "given only by a count" in r.outcome["about"]["en"]


@pytest.mark.parametrize(
    "cond",
    [
        "自軍手札に「種族:アンデッド」のカードが2枚以上ある",  # a hand's contents are not public
        "自軍山札に「種族:アンデッド」のカードが2枚以上ある",
    ],
)
def test_counts_of_hidden_cards_stay_refused(cond: str) -> None:
    from tests.ruling.boards import mc_compile

    with pytest.raises(Unsupported):
        mc_compile(f"◎[メイン]a\n〈対象:ユニット1体〉\n{cond}場合、対象に【1】ダメージを与える。")


# --- 「…ユニットが他に存在する場合」 (as 「自身以外に」, 5.1.2.4) and 「…が1体以上死亡していた場合」 ----


@pytest.mark.parametrize(("other", "attack"), [("ビースト", 3), ("エルフ", 1), (None, 1)])
def test_units_besides_this_one_said_with_hoka_ni(other: str | None, attack: int) -> None:
    """「自軍パーティに「種族:ビースト」のユニットが他に存在する場合」: 狼 (itself a beast) is not
    counted — as 「自身以外に」 (test_mc_cardtext_r18)."""
    from ruling.resolve import resolve
    from tests.ruling.test_mc_cardtext_r18 import _BEAST, _PACK

    cond = "自軍パーティに「種族:ビースト」のユニットが他に存在する場合"
    text = f"○群狼\\n〈対象:このユニット〉\\n{cond}、対象に「攻撃力:+2」を付与する。"
    r = resolve(loads(_PACK % (text, _BEAST % other if other else "", "ask: [狼.attack]\n")))
    assert r.outcome["state"] == {"狼.attack": attack}
    assert "5.1.2.4" in r.decided_by


@pytest.mark.parametrize(("attack", "damage"), [(4, 0), (3, 1)])
def test_one_or_more_enemy_units_died_in_this_battle(attack: int, damage: int) -> None:
    """「この戦闘で敵軍ユニットが1体以上死亡していた場合」: what 「…が死亡していた場合」 asks
    (test_mc_cardtext_r20): the goblin killed, 狩人's 1 damage is healed."""
    from tests.ruling.test_mc_cardtext_r20 import _BITE

    text = (
        "●[戦闘]吸血\\n〈発揮:戦闘終了タイミング開始時/対象:このユニット〉\\n"
        "この戦闘で敵軍ユニットが1体以上死亡していた場合、対象が受けているダメージをすべて回復する。"
    )
    r = mc_read(loads(_BITE % (attack, text)))
    assert (r.outcome["state"]["狩人.damage"] or 0) == damage


def test_two_or_more_deaths_counted() -> None:
    # refused until round 54; now the deaths are counted (s51mcT: test_mc_r54_deaths_counted)
    from tests.ruling.boards import mc_compile

    prog = mc_compile(
        "●[戦闘]吸血\n〈発揮:戦闘終了タイミング開始時/対象:このユニット〉\n"
        "この戦闘で敵軍ユニットが2体以上死亡していた場合、対象に「防御力:+1」を付与する。"
    )
    assert prog.condition == ("died", ("enemy", None, (), 2))


# --- 「…の場合、A。そうでない場合、B。」: the condition's two branches (10.12.1, 10.12.2) -----------


@pytest.mark.parametrize("other", ["そうでない場合", "そうでないなら"])
@pytest.mark.parametrize(
    ("race", "zone", "damage"), [("アンデッド", "B.discard", None), ("エルフ", "B.field.c3", 1)]
)
def test_a_condition_and_its_other_branch(
    other: str, race: str, zone: str, damage: int | None
) -> None:
    """「対象が「種族:アンデッド」の場合、対象に【浄化:4】ダメージ。そうでない場合、対象に【1】
    ダメージ。」 on 門番 (defence 3): undead, the 4 kills it and the 1 is not dealt; an elf takes
    the 1 only and lives."""
    from ruling.resolve import resolve

    text = (
        "[普通]〈対象:敵軍ユニット1体〉\\n対象が「種族:アンデッド」の場合、対象に【浄化:4】"
        f"ダメージ。{other}、対象に【1】ダメージ。"
    )
    scn = _spell(text).replace("defense: 3}", f"defense: 3, race: {race}}}")
    scn = scn.replace("ask: [門番.zone, 火球.zone]", "ask: [門番.zone, 門番.damage]")
    scn = scn[: scn.index("expect:")]
    r = resolve(loads(scn))
    state = r.outcome["state"]
    assert state["門番.zone"] == zone
    if damage is not None:
        assert state["門番.damage"] == damage
    assert {"10.12.1", "10.12.2"} <= set(r.decided_by)
    assert not {"10.8.2", "10.8.3"} & set(r.decided_by)  # no replacement (代わりに)
    assert not any(w.kind == "unsupported" for w in r.main.warnings)


def test_the_other_branch_on_each_unit_of_a_party() -> None:
    """〈対象:敵軍パーティ〉: the condition read on each unit — the undead takes 【浄化:2】, the
    other gets 「攻撃力:-1」 (test on what is compiled: each branch a step under the condition)."""
    from tests.ruling.boards import mc_compile

    prog = mc_compile(
        "◎[普通]a\n〈対象:敵軍パーティ〉\n対象が「種族:アンデッド」の場合、対象に【浄化:2】"
        "ダメージ。そうでない場合、対象を「攻撃力:-1」する。"
    )
    assert prog.condition is None
    assert [(type(x.step).__name__, x.otherwise) for x in prog.steps] == [
        ("DamageStep", False),
        ("StatStep", True),
    ]


@pytest.mark.parametrize(
    "text",
    [
        # two steps in a branch: the condition would be read once for both
        "◎[普通]a\n〈対象:ユニット1体〉\n対象が「種族:X」の場合、対象に【1】ダメージ。対象を行動完了にする。"
        "そうでない場合、対象に【2】ダメージ。",
        # 「そうでない場合」 with no condition before it
        "◎[普通]a\n〈対象:ユニット1体〉\n対象に【1】ダメージ。そうでない場合、対象に【2】ダメージ。",
    ],
)
def test_other_shapes_of_the_other_branch_stay_refused(text: str) -> None:
    from tests.ruling.boards import mc_compile

    with pytest.raises(Unsupported):
        mc_compile(text)
