"""Monster Collection (mc), round 24 (s20mc), issue 12: constructions of the printed layout the
rules document describes (14.2.2-14.8.2), each in general form, from a minimal text run on a
board (docs/cardtext.md "MC round 24 (s20mc)")."""

from __future__ import annotations

import pytest

from ruling.abilities import _abilities
from ruling.resolve import resolve
from ruling.rules import get_game
from ruling.scenario import loads
from tests.ruling.boards import mc_area, mc_scenario

get_game("mc")  # registers mc's card-text compiler (ruling.abilities reads it)


def _program(text: str) -> object:
    (ab,) = _abilities("mc", text, "unit")
    assert ab.supported, ab.reason
    return ab.program


def _unsupported(r: object) -> list[object]:
    return [w for w in r.warnings() if w.kind == "unsupported"]  # type: ignore[attr-defined]


# --- 「対象すべて」: every declared target, 「対象」 itself (10.10.1, 10.10.10) ----------------------


@pytest.mark.parametrize(
    ("header", "step"),
    [
        ("○[戦闘]祝福\n〈対象:自軍パーティ〉", "「耐性:暗黒」を付与する。"),
        ("○[戦闘]祝福\n〈対象:自軍パーティ〉", "「防御力:+1」を付与する。"),
        ("◎[普通]地割れ\n〈コスト:手札1枚破棄/対象:敵軍パーティ〉", "【電撃:2】ダメージを与える。"),
        ("◎[普通]鈍化\n〈対象:敵軍パーティ〉", "「攻撃力:-1」を付与する。"),
    ],
)
def test_every_target_is_the_target(header: str, step: str) -> None:
    """「対象すべてに…」 compiles to what 「対象に…」 does (before: refused as an effect on
    something other than the target)."""
    assert _program(f"{header}\n対象すべてに{step}") == _program(f"{header}\n対象に{step}")


def _fumes(goal: str) -> str:
    """A's 兵 and 従者 (defence 3 each) on c2; 兵's ● deals 【1】 to every unit on its terrain at
    the start of A's main phase."""
    unit = (
        '{name: 兵, type: unit, level: 1, attack: 1, defense: 3, text: "●[自軍ターン]噴煙\\n'
        "〈発揮:メインフェイズ開始時/対象:この地形に存在するユニットすべて〉\\n"
        f'{goal}に【1】ダメージを与える。"}}'
    )
    return mc_scenario(
        turn="{player: A, number: 7, phase: main, first_player: A}",
        a=mc_area(
            "c2", "平原", 8, unit, "{name: 従者, type: unit, level: 1, attack: 1, defense: 3}"
        ),
        rest="actions:\n  - {do: main_phase}\nask: [兵.damage, 従者.damage]\n",
    )


def test_every_target_is_dealt_the_damage_on_a_board() -> None:
    """「対象すべてに【1】ダメージを与える」: each unit on the terrain takes 1 (4.5.1, 14.7.3.5),
    as with 「対象に」."""
    r = resolve(loads(_fumes("対象すべて")))
    assert not _unsupported(r)
    assert r.outcome["state"] == {"兵.damage": 1, "従者.damage": 1}
    plain = resolve(loads(_fumes("対象")))
    assert plain.outcome["state"] == r.outcome["state"]


# --- 〈発揮:(このユニットの)攻撃宣言時〉: at each attack declaration (14.7.3.6, 9.1) ----------------


@pytest.mark.parametrize(
    ("moment", "amount", "dice", "zone"),
    [
        # 狩人's own declaration only: 【1】 + its attack 2 < the goblin's defence 4
        ("このユニットの攻撃宣言時", 1, (6, 1), "B.field.c3"),
        ("このユニットの攻撃宣言時", 1, (1, 6), "B.field.c3"),  # the goblin's declaration: no
        ("このユニットの攻撃宣言時", 2, (6, 1), "B.discard"),  # 【2】 + 2 = 4
        # every declaration of the battle: the goblin's and 狩人's, 【1】 twice + 2 = 4
        ("攻撃宣言時", 1, (1, 6), "B.discard"),
        ("攻撃宣言時", 1, (6, 1), "B.discard"),
    ],
)
def test_an_attack_declaration_triggers(
    moment: str, amount: int, dice: tuple[int, int], zone: str
) -> None:
    """「●[戦闘]火矢 〈発揮:…攻撃宣言時/対象:敵軍ユニット1体〉 対象に【n】ダメージを与える」 on
    狩人 (attack 2), who advances into the goblin's terrain (defence 4): 「攻撃宣言時」 triggers at
    each attack declaration of the battle (14.7.3.6), 「このユニットの攻撃宣言時」 at 狩人's own
    (4.7.2); it resolves before the attack's damage (10.1.10, 10.20.1.2.1)."""
    from tests.ruling.boards import MC_SIDE

    text = f"●[戦闘]火矢\\n〈発揮:{moment}/対象:敵軍ユニット1体〉\\n対象に【{amount}】ダメージを与える。"
    r = resolve(loads(MC_SIDE % (text, *dice)))
    assert not _unsupported(r)
    assert r.outcome["state"] == {"ゴブリン.zone": zone}
    assert {"9.1", "14.7.3.6"} <= set(r.decided_by) or zone == "B.field.c3"


def test_this_units_advance_declaration_is_refused_by_name() -> None:
    """The units of an advance are chosen after its declaration (12.2.5.1.1, 12.2.5.1.2): 「この
    ユニットの進軍宣言時」 is refused, naming why."""
    (ab,) = _abilities(
        "mc",
        "●[自軍ターン]偵察\n〈発揮:このユニットの進軍宣言時/対象:このユニット〉\n"
        "対象に「攻撃力:+1」を付与する。",
        "unit",
    )
    assert not ab.supported and "12.2.5.1.2" in ab.reason


# --- a ○ ability's sentence under its own 「…の場合、」 (14.5.4.3, 10.12.1, 10.12.2, 10.8.2) -------

_SUB = "対象が「種族:エルフ」の場合、"


def _drill(text: str, race: str, other: str = "ヒューマン") -> str:
    """A's 隊長 (attack 1, defence 3, race ``race``, its ○ ability ``text``) and 兵 (race
    ``other``) on c2, no battle: their values asked."""
    return mc_scenario(
        turn="{player: A, number: 7, phase: main, first_player: A}",
        a=mc_area(
            "c2",
            "平原",
            8,
            f'{{name: 隊長, type: unit, level: 1, attack: 1, defense: 3, race: {race}, text: "{text}"}}',
            f"{{name: 兵, type: unit, level: 1, attack: 1, defense: 3, race: {other}}}",
        ),
        rest="ask: [隊長.attack, 隊長.defense, 兵.attack, 兵.defense]\n",
    )


@pytest.mark.parametrize(
    ("text", "race", "values"),
    [
        # さらに: the second sentence only on an elf target
        (
            f"対象に「攻撃力:+1」を付与する。{_SUB}さらに対象に「攻撃力:+2」を付与する。",
            "エルフ",
            (4, 3),
        ),
        (
            f"対象に「攻撃力:+1」を付与する。{_SUB}さらに対象に「攻撃力:+2」を付与する。",
            "ヒューマン",
            (2, 3),
        ),
        # the object left out after さらに (「さらに「攻撃力:+2」を付与する」): the same target
        (
            f"対象に「攻撃力:+1」を付与する。{_SUB}さらに「攻撃力:+2」を付与する。",
            "エルフ",
            (4, 3),
        ),
        # かわりに: the sentence before it replaced on an elf (10.8.2)
        (f"対象を「防御力:+1」する。{_SUB}かわりに対象を「防御力:+3」する。", "エルフ", (1, 6)),
        (
            f"対象を「防御力:+1」する。{_SUB}かわりに対象を「防御力:+3」する。",
            "ヒューマン",
            (1, 4),
        ),
    ],
)
def test_a_continuous_sentence_under_its_own_condition(
    text: str, race: str, values: tuple[int, int]
) -> None:
    """「○鍛錬 〈対象:このユニット〉 A。対象が「種族:エルフ」の場合、さらに / かわりに B。」 (no
    timing: in force while on the battlefield, 14.5.4.2): B only while the target is an elf."""
    ability = f"○鍛錬\\n〈対象:このユニット〉\\n{text}"
    r = resolve(loads(_drill(ability, race)))
    assert not _unsupported(r)
    got = r.outcome["state"]
    assert (got["隊長.attack"], got["隊長.defense"]) == values
    assert (got["兵.attack"], got["兵.defense"]) == (1, 3)  # not a target
    if values in ((4, 3), (1, 6)):
        assert {"10.12.1", "10.12.2"} <= set(r.decided_by)


def test_a_continuous_sentences_condition_is_read_on_each_target() -> None:
    """〈対象:この地形に存在する自軍ユニットすべて〉: each unit meets the condition or not on its own
    (14.5.4.3) — the elf 兵 gets +1 and +2, the human 隊長 +1 only."""
    ability = (
        "○鍛錬\\n〈対象:この地形に存在する自軍ユニットすべて〉\\n"
        f"対象に「攻撃力:+1」を付与する。{_SUB}さらに対象に「攻撃力:+2」を付与する。"
    )
    r = resolve(loads(_drill(ability, "ヒューマン", "エルフ")))
    assert not _unsupported(r)
    assert r.outcome["state"] == {
        "隊長.attack": 2,
        "隊長.defense": 3,
        "兵.attack": 4,
        "兵.defense": 3,
    }


def test_a_continuous_sentence_under_a_value_condition_is_refused() -> None:
    """「対象の攻撃力が2以下の場合、さらに…」 in a ○ ability would read the value it changes
    (10.7.2.3): refused, named."""
    (ab,) = _abilities(
        "mc",
        "○鍛錬\n〈対象:このユニット〉\n対象に「防御力:+1」を付与する。"
        "対象のレベルが2以下の場合、さらに対象に「攻撃力:+2」を付与する。",
        "unit",
    )
    assert not ab.supported and "a condition on a value" in ab.reason


# --- 「対象を「X:±n」&「イニシアチブ:±n」する」: the target as the object of 「する」 (4.6.2, 4.7.6) --


@pytest.mark.parametrize(
    "values",
    ["「攻撃力:+2」&「イニシアチブ:-6」", "「イニシアチブ:-6」", "「防御力:+1」&「攻撃力:+2」"],
)
def test_the_target_as_the_object_of_suru(values: str) -> None:
    """「対象を…する」 compiles to what 「対象は…する」 does (before: refused for a part of the
    initiative beside a value)."""
    head = "○[戦闘]重み\n〈対象:このユニット〉\n"
    assert _program(f"{head}対象を{values}する。") == _program(f"{head}対象は{values}する。")


def test_a_value_and_the_initiative_changed_at_once_on_a_board() -> None:
    """狩人 (attack 2) with 「○[戦闘]重み 〈対象:このユニット〉 対象を「攻撃力:+2」&「イニシアチブ:-6」
    する」 advances on the goblin (defence 4), initiative dice 6 against 1: its party's result 0
    (13.1.1.1.2) is below the goblin's 1 — B attacks first (8.3.4.8) — and its attack 4 kills the
    goblin (4.6.2)."""
    from tests.ruling.boards import MC_SIDE

    text = "○[戦闘]重み\\n〈対象:このユニット〉\\n対象を「攻撃力:+2」&「イニシアチブ:-6」する。"
    r = resolve(loads(MC_SIDE % (text, 6, 1)))
    assert not _unsupported(r)
    assert r.outcome["state"] == {"ゴブリン.zone": "B.discard"}
    assert {"13.1.1.1.2", "8.3.4.8"} <= set(r.decided_by)


# --- 「(この)戦闘が「属性:X」の地形で行われている場合」: the battle's terrain (8.2.5) ---------------


@pytest.mark.parametrize(
    "condition",
    [
        "この戦闘が「属性:土」の地形で行われている",
        "戦闘が「属性:土」の地形で行われている",
        "「属性:土」の地形で戦闘が行われている",
        "この戦闘が「属性:土」の地形で発生している",
    ],
)
def test_the_battle_held_on_a_terrain_is_the_battles_terrain(condition: str) -> None:
    """Each wording compiles to 「戦闘が行われている地形が「属性:土」の場合」 (8.2.5)."""
    head = "○[戦闘]大地の力\n〈対象:このユニット〉\n"
    step = "対象は「攻撃力:+2」する。"
    assert _program(f"{head}{condition}場合、{step}") == _program(
        f"{head}戦闘が行われている地形が「属性:土」の場合、{step}"
    )


@pytest.mark.parametrize(
    ("attribute", "zone"),
    [(", attribute: 土", "B.discard"), (", attribute: 水", "B.field.c3"), ("", "B.field.c3")],
)
def test_the_battle_held_on_a_terrain_on_a_board(attribute: str, zone: str) -> None:
    """狩人 (attack 2) with 「○[戦闘]大地の力 〈対象:このユニット〉 この戦闘が「属性:土」の地形で
    行われている場合、対象は「攻撃力:+2」する」 advances on the goblin (defence 4): on a 土 terrain
    it attacks with 4 and the goblin falls; on a 水 one, or one of no attribute (4.1.13), with 2."""
    from tests.ruling.test_mc_cardtext_r16 import _LAKE

    text = (
        "○[戦闘]大地の力\\n〈対象:このユニット〉\\n"
        "この戦闘が「属性:土」の地形で行われている場合、対象は「攻撃力:+2」する。"
    )
    r = resolve(loads(_LAKE % (text, attribute)))
    assert not _unsupported(r)
    assert r.outcome["state"] == {"ゴブリン.zone": zone}
    assert "8.2.5" in r.decided_by


# --- 〈対象:～(「X」を持つもの / 「X」のもの)〉: a restriction after the phrase (10.11.12's form) ------


@pytest.mark.parametrize(
    ("after", "before"),
    [
        (
            "敵軍ユニット1体(「進軍タイプ:飛行」を持つもの)",
            "「進軍タイプ:飛行」を持つ敵軍ユニット1体",
        ),
        ("敵軍ユニット1体(「種族:ドラゴン」のもの)", "「種族:ドラゴン」の敵軍ユニット1体"),
        (
            "敵軍ユニット1体(「種族:ドラゴン or デーモン」のもの)",
            "「種族:ドラゴン or デーモン」の敵軍ユニット1体",
        ),
        ("ユニット1体(「属性:火」のユニット)", "「属性:火」のユニット1体"),
    ],
)
def test_a_targets_restriction_in_parentheses(after: str, before: str) -> None:
    """The restriction printed after the phrase compiles to the one printed before it."""
    head = "◎[メイン]竜殺し\n〈コスト:手札1枚破棄/対象:{}〉\n対象に【1】ダメージを与える。"
    assert _program(head.format(after)) == _program(head.format(before))


@pytest.mark.parametrize(("chosen", "hit"), [("竜", True), ("鬼", False)])
def test_a_targets_restriction_in_parentheses_on_a_board(chosen: str, hit: bool) -> None:
    """〈対象:敵軍ユニット1体(「種族:ドラゴン」のもの)〉: the dragon is a proper target and takes the
    【1】; the ogre is not one, and the use is not declared (10.10.2, 10.10.3)."""
    from tests.ruling.boards import MC_CASTER

    text = (
        "◎[メイン]竜殺し\\n〈コスト:手札1枚破棄/対象:敵軍ユニット1体(「種族:ドラゴン」のもの)〉\\n"
        "対象に【1】ダメージを与える。"
    )
    scn = mc_scenario(
        a=mc_area("c2", "平原", 8, MC_CASTER % text),
        b=mc_area(
            "c3",
            "森",
            8,
            "{name: 竜, type: unit, level: 1, attack: 1, defense: 3, race: ドラゴン}",
            "{name: 鬼, type: unit, level: 1, attack: 1, defense: 3, race: オーガ}",
        ),
        a_top="    deck: 20\n    hand: [火球]\n",
        rest=f"actions:\n  - {{do: use, card: 術士, target: {chosen}}}\nask: [竜.damage, 鬼.damage]\n",
    )
    r = resolve(loads(scn))
    assert not _unsupported(r)
    assert bool(r.outcome.get("rejected")) == (not hit)
    assert r.outcome["state"] == {"竜.damage": int(hit), "鬼.damage": 0}


# --- 〈…〉's fields: in any order, none dropped (14.2.2-14.8.2) -------------------------------------


def test_the_fields_in_either_order() -> None:
    """〈対象:…/コスト:…〉 is 〈コスト:…/対象:…〉 (14.4.2 prints コスト first; the order says nothing)."""
    body = "対象に【1】ダメージを与える。"
    assert _program(f"◎[普通]x\n〈対象:敵軍ユニット1体/コスト:手札1枚破棄〉\n{body}") == _program(
        f"◎[普通]x\n〈コスト:手札1枚破棄/対象:敵軍ユニット1体〉\n{body}"
    )


def test_a_part_with_no_key_continues_the_field_before_it() -> None:
    """Before, the part after 「/」 with no key was read as 〈対象:…〉, then overwritten by the real
    one — the ability ran paying the hand's card alone; now it is the cost's second item."""
    prog = _program(
        "◎[普通]x\n〈コスト:手札1枚破棄/山札1枚破棄/対象:敵軍ユニット1体〉\n対象に【1】ダメージを与える。"
    )
    assert prog.more_costs == ((1, None, "deck", False),)  # type: ignore[attr-defined]


@pytest.mark.parametrize(
    ("block", "why"),
    [
        ("コスト:手札1枚破棄/条件:x/対象:敵軍ユニット1体", "〈条件:…〉"),
        ("コスト:手札1枚破棄/コスト:山札1枚破棄/対象:敵軍ユニット1体", "twice"),
    ],
)
def test_no_field_is_dropped(block: str, why: str) -> None:
    (ab,) = _abilities("mc", f"◎[普通]x\n〈{block}〉\n対象に【1】ダメージを与える。", "unit")
    assert not ab.supported and why in ab.reason


# --- 〈コスト:…〉 of several items (10.11.9, 10.11.2, 10.11.3) -------------------------------------


def _two_costs(cost: str, discard: str) -> str:
    text = f"◎[メイン]雷撃\\n〈コスト:{cost}/対象:敵軍ユニット1体〉\\n対象に【2】ダメージを与える。"
    from tests.ruling.boards import MC_CASTER

    return mc_scenario(
        a=mc_area("c2", "平原", 8, MC_CASTER % text),
        b=mc_area("c3", "森", 8, "{name: 鬼, type: unit, level: 1, attack: 1, defense: 2}"),
        a_top=f"    deck: 20\n    hand: [火球]\n    discard: {discard}\n",
        rest="actions:\n  - {do: use, card: 術士, target: 鬼}\nask: [鬼.zone, 火球.zone]\n",
    )


@pytest.mark.parametrize(
    "cost", ["手札1枚破棄&捨て山1枚除外", "手札1枚破棄/捨て山1枚除外", "手札1枚破棄＆捨て山1枚除外"]
)
def test_a_cost_of_two_items(cost: str) -> None:
    """Both items are declared and paid (10.11.2, 10.11.3): the hand's card goes to the discard
    pile (10.11.8), the discard pile's to the removed zone (10.11.11, 10.11.13); with no card to
    remove the cost cannot be declared, nothing is paid (10.11.1)."""
    r = resolve(loads(_two_costs(cost, "[古書]")))
    assert not _unsupported(r)
    assert r.outcome["state"] == {"鬼.zone": "B.discard", "火球.zone": "A.discard"}
    assert {"10.11.8", "10.11.11", "10.11.13", "10.11.9"} <= set(r.decided_by)
    scn = _two_costs(cost, "[古書]").replace("ask: [鬼.zone, 火球.zone]", "ask: [古書.zone]")
    assert resolve(loads(scn)).outcome["state"] == {"古書.zone": "A.removed"}
    none = resolve(loads(_two_costs(cost, "[]")))
    assert none.outcome.get("rejected")
    assert none.outcome["state"] == {"鬼.zone": "B.field.c3", "火球.zone": "A.hand"}


def test_a_cost_of_two_items_compiles_each() -> None:
    """Each item as it is alone; one item no reader reads refuses the whole cost (never paid in
    part)."""
    two = _program(
        "◎[普通]x\n〈コスト:手札1枚破棄&山札2枚破棄/対象:敵軍ユニット1体〉\n対象に【1】ダメージを与える。"
    )
    assert (two.hand_cost, two.more_costs) == (
        (1, None, "hand", False),
        ((2, None, "deck", False),),
    )  # type: ignore[attr-defined]
    (ab,) = _abilities(
        "mc",
        "◎[普通]x\n〈コスト:手札1枚破棄&このユニットに1ダメージ/対象:敵軍ユニット1体〉\n"
        "対象に【1】ダメージを与える。",
        "unit",
    )
    assert not ab.supported and "コスト" in ab.reason


# --- 「この効果は戦闘終了(タイミング / 時)まで持続する」: the battle's end (4.6.9, 10.14.6, 8.3.8.4) ---


@pytest.mark.parametrize(
    "last",
    [
        "この効果は戦闘終了タイミングまで持続する。",
        "この効果は戦闘終了まで持続する。",
        "効果は戦闘終了タイミングまで持続する。",
    ],
)
def test_the_battle_end_timing_as_a_duration(last: str) -> None:
    """Each names the end the rules give a grant in a battle (8.3.8.4 takes it away at the battle
    end timing): the program of the ability without the sentence, run on the board of
    test_mc_cardtext_r20 (盾兵 survives 鬼's 6 with defence 5 + 2)."""
    from tests.ruling.test_mc_cardtext_r20 import _battle

    head = "◎[普通]構え\n〈対象:このユニット〉\n対象に「防御力:+2」を付与する。"
    assert _program(head + last) == _program(head)
    text = head.replace("\n", "\\n") + last
    r = resolve(loads(_battle(text, "盾兵, 弓兵", "{do: use, card: 盾兵, player: B}")))
    assert not _unsupported(r)
    assert r.outcome["state"]["盾兵.zone"] == "B.field.c3"


# --- 「対象が「X」のユニットと戦闘している場合」: a unit the target fights has X (8.2.3) -------------


def _hunt(text: str, race: str) -> str:
    """A's 狩人 (attack 2, its text ``text``) advances into B's c3, where the goblin (defence 4,
    race ``race``) stands; initiative dice 6 against 1 (A first)."""
    return mc_scenario(
        a=mc_area(
            "c2",
            "平原",
            6,
            f'{{name: 狩人, type: unit, level: 2, attack: 2, defense: 4, text: "{text}"}}',
        ),
        b=mc_area(
            "c3",
            "湖",
            6,
            f"{{name: ゴブリン, type: unit, level: 1, attack: 1, defense: 4, race: {race}}}",
        ),
        rest="actions:\n  - {do: advance, units: [狩人], to: c3, dice: {A: 6, B: 1}}\n"
        "ask: [ゴブリン.zone]\n",
    )


@pytest.mark.parametrize(
    "condition",
    [
        "対象が「種族:ゴブリン」のユニットと戦闘している",
        "対象と戦闘しているユニットが「種族:ゴブリン」の",
        "対象が戦闘している敵軍ユニットが「種族:ゴブリン」の",
        "対象と戦闘している敵軍ユニットが「種族:ゴブリン」の",
    ],
)
@pytest.mark.parametrize(("race", "zone"), [("ゴブリン", "B.discard"), ("エルフ", "B.field.c3")])
def test_a_unit_the_target_fights(condition: str, race: str, zone: str) -> None:
    """「○[戦闘]小鬼狩り 〈対象:このユニット〉 <condition>場合、対象は「攻撃力:+2」する」 on 狩人:
    against a goblin it attacks with 4 and the goblin (defence 4) falls; against an elf with 2
    (the condition not met, 10.12.2)."""
    text = f"○[戦闘]小鬼狩り\\n〈対象:このユニット〉\\n{condition}場合、対象は「攻撃力:+2」する。"
    r = resolve(loads(_hunt(text, race)))
    assert not _unsupported(r)
    assert r.outcome["state"] == {"ゴブリン.zone": zone}
    if zone == "B.discard":
        assert "8.2.3" in r.decided_by


def test_a_unit_the_target_fights_as_a_sentences_condition() -> None:
    """The same condition over a sentence of its own (「…。対象が…と戦闘している場合、さらに…」),
    read per unit while it holds (14.5.4.3)."""
    text = (
        "○[戦闘]小鬼狩り\\n〈対象:このユニット〉\\n対象は「防御力:+1」する。"
        "対象が「種族:ゴブリン」のユニットと戦闘している場合、さらに対象は「攻撃力:+2」する。"
    )
    assert resolve(loads(_hunt(text, "ゴブリン"))).outcome["state"] == {
        "ゴブリン.zone": "B.discard"
    }
    assert resolve(loads(_hunt(text, "エルフ"))).outcome["state"] == {"ゴブリン.zone": "B.field.c3"}


# --- 〈発動条件:この地形で戦闘が行われている〉: 「行われている」 as 「発生している」 (8.2.3, 14.8.2) -----


def test_a_battle_held_here_as_an_activation_condition() -> None:
    """「この地形で戦闘が行われている」 compiles to 「…発生している」, and B's ▽ 倒木 so printed kills
    狩人 in the battle on its terrain (the board of test_mc_cardtext_r16)."""
    from tests.ruling.test_mc_cardtext_r16 import _FALLEN, _TREE

    held = _FALLEN.replace("発生している", "行われている")
    assert _program(held.replace("\\n", "\n")) == _program(_FALLEN.replace("\\n", "\n"))
    acts = (
        "  - do: advance\n    units: [狩人]\n    to: c3\n    dice: {A: 6, B: 1}\n"
        "    second_normal:\n      - {do: use, card: 森, player: B, target: 狩人, allowed: true}"
    )
    r = resolve(loads(_TREE % (held, acts)))
    assert not _unsupported(r)
    assert r.outcome["state"] == {"狩人.zone": "A.discard"}
    assert "14.8.2" in r.decided_by
