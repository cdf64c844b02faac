"""Monster Collection (mc), round 30 (s26mcbook), issue 12: the card-text notations the rules
document defines, as a closed list (``ruling.games._mc.notation``), and the layout chapter 14
prints each special ability in.

1. Every notation section (10.9-10.18), specific action (12.2-12.7), standing ability (13.1.x),
   special-ability kind (14.2-14.8), keyword (15.x) and icon list (17) the KB holds has an entry:
   minimal texts in the rules' layout that run, or a text refused with its named reason, or why
   the section prints no text.
2. The layout (14.2.2-14.8.2): header / 〈…〉 fields / effect on three lines or one, the fields in
   any order and in one block or several, several abilities and keyword lines on one card — each
   ability pairs with its lines; a line the grammar cannot read is refused by itself, naming the
   text, and the card's other abilities run (on a board).
3. A quote inside a quote (15.4.10.2 「特殊進軍」「「属性:風」の地形」, 10.17 「…「種族:x」のユニット
   数」): read as one quote, in every game's lexer (``grammar/common.lark``'s NAME).
"""

from __future__ import annotations

import pytest

from kb.api import open_kb
from ruling.abilities import _abilities
from ruling.games._mc.notation import NOTATIONS, SPECIAL_KINDS, TIMINGS
from ruling.resolve import resolve
from ruling.rules import get_game
from ruling.scenario import loads
from tests.ruling.boards import mc_area, mc_scenario

get_game("mc")  # registers mc's card-text compiler


def _sections() -> list[str]:
    """The notation sections the KB holds: chapter 10's from 10.9 to 10.18, chapter 12's
    actions after 12.1 (the terrain placement procedure), 13.1's standing abilities, chapter
    14's kinds after 14.1, chapter 15's keywords (and 15.4's / 15.5's own) and chapter 17."""
    kb = open_kb()

    def kids(cid: str) -> list[str]:
        return [c.id for c in kb.children("mc", cid)]

    ten = [c for c in kids("10") if 9 <= int(c.split(".")[1]) <= 18]
    twelve = [c for c in kids("12") if c != "12.1"]
    fourteen = [c for c in kids("14") if c != "14.1"]
    fifteen = [*kids("15"), *(c for c in kids("15.4") if c not in ("15.4.1", "15.4.2"))]
    fifteen += [c for c in kids("15.5") if c not in ("15.5.1", "15.5.2")]
    return [*ten, *twelve, *kids("13.1"), *fourteen, *fifteen, *kids("17")]


def test_every_notation_section_has_an_entry() -> None:
    """Each section the KB lists has an entry (texts, a named refusal, or why no text), and no
    entry names a section the KB lacks."""
    got = _sections()
    assert len(got) >= 45
    missing = [c for c in got if c not in NOTATIONS]
    assert not missing, missing
    kb = open_kb()
    # an entry beyond the listed sections is a clause of the KB under one (14.6.4.2's form)
    extra = [
        c
        for c in NOTATIONS
        if c not in got
        and (kb.clause("mc", c) is None or not any(c.startswith(f"{s}.") for s in got))
    ]
    assert not extra, extra
    for cid, n in NOTATIONS.items():
        assert n.texts or n.refused or n.no_text, cid


def test_the_tables_agree_with_the_grammar() -> None:
    """The timing notations of 10.9.3 and the marks of chapter 14 are the grammar's."""
    from grammar.parse import MC_MARKER_KIND, MC_TIMINGS

    assert {k: v[1] for k, v in TIMINGS.items()} == MC_TIMINGS
    assert set(SPECIAL_KINDS) == set(MC_MARKER_KIND)
    kb = open_kb()
    for _mark, (cid, name, _layouts) in SPECIAL_KINDS.items():
        row = kb.clause("mc", cid)
        assert row is not None and name in row.title


_RUNS = [(cid, t, n.card_type) for cid, n in NOTATIONS.items() for t in n.texts]
_REFUSED = [(cid, t, why, n.card_type) for cid, n in NOTATIONS.items() for t, why in n.refused]


@pytest.mark.parametrize(("cid", "text", "card_type"), _RUNS, ids=[r[0] for r in _RUNS])
def test_a_notation_runs(cid: str, text: str, card_type: str) -> None:
    """Each text in the rules' layout is one ability the compiler reads."""
    (ab,) = _abilities("mc", text, card_type)
    assert ab.supported, (cid, ab.reason)


@pytest.mark.parametrize(
    ("cid", "text", "why", "card_type"), _REFUSED, ids=[r[0] for r in _REFUSED]
)
def test_a_refused_notation_names_why(cid: str, text: str, why: str, card_type: str) -> None:
    """A notation not run is refused with its reason, never read as something else."""
    (ab,) = _abilities("mc", text, card_type)
    assert not ab.supported and why in ab.reason, (cid, ab.reason)


# --- 2. the layout --------------------------------------------------------------------------

_THREE = (
    "●[戦闘]炎の咆哮\n〈発揮:戦闘開始時/対象:敵軍パーティ〉\n対象に【火炎:1】ダメージを与える。"
)


@pytest.mark.parametrize(
    "text",
    [
        "●[戦闘]炎の咆哮〈発揮:戦闘開始時/対象:敵軍パーティ〉対象に【火炎:1】ダメージを与える。",
        "●[戦闘]炎の咆哮\n〈対象:敵軍パーティ/発揮:戦闘開始時〉\n対象に【火炎:1】ダメージを与える。",
        "●[戦闘]炎の咆哮\n〈発揮:戦闘開始時〉\n〈対象:敵軍パーティ〉\n対象に【火炎:1】ダメージを与える。",
        "●[戦闘]炎の咆哮\n〈発揮:戦闘開始時〉〈対象:敵軍パーティ〉\n対象に【火炎:1】ダメージを与える。",
        "●[戦闘]炎の咆哮〈対象:敵軍パーティ〉〈発揮:戦闘開始時〉\n対象に【火炎:1】ダメージを与える。",
    ],
)
def test_the_fields_in_any_order_and_blocks(text: str) -> None:
    """14.7.2's layout however the fields are printed: the program of the three-line text."""
    (a,) = _abilities("mc", text, "unit")
    (b,) = _abilities("mc", _THREE, "unit")
    assert a.supported and a.program == b.program


def test_a_field_printed_twice_over_blocks_is_refused() -> None:
    text = (
        "□[普通]射撃\n〈対象:敵軍ユニット1体〉〈対象:敵軍パーティ〉\n対象に【1】ダメージを与える。"
    )
    (a,) = _abilities("mc", text, "unit")
    assert not a.supported and "twice" in a.reason


_CARD = (
    "「チャージ:1」\n"
    "□[普通]斬撃\n〈対象:敵軍ユニット1体〉\n対象に【打撃:2】ダメージを与える。\n"
    "特殊進軍「「属性:風」の地形」\n"
    "◎炎の盾[対抗]\n〈コスト:手札1枚破棄/対象:このユニット〉\n対象に「防御力:+2」を付与する。"
)


def test_several_abilities_and_keyword_lines_pair_up() -> None:
    """A standing ability, a □ of a. form, a keyword line between, a ◎ of b. form: four
    abilities, each with its own lines, all run."""
    abs_ = _abilities("mc", _CARD, "unit")
    heads = ("「チャージ:1」", "□[普通]斬撃", "特殊進軍", "◎炎の盾")
    assert len(abs_) == 4 and all(a.text.startswith(h) for a, h in zip(abs_, heads, strict=True))
    assert all(a.supported for a in abs_), [a.reason for a in abs_]
    assert [a.index for a in abs_] == [0, 1, 2, 3]


@pytest.mark.parametrize(
    "bad",
    [
        "特殊進軍「「属性:風」の地形」」",  # a quote closed twice
        "【英雄:1",  # a label never closed
    ],
)
def test_a_line_the_grammar_cannot_read_leaves_the_others(bad: str) -> None:
    """One unreadable line (before: every line of the card refused as 「lines and abilities do
    not pair up」): that line refused, naming where the grammar stopped; the others run."""
    text = _CARD.replace("特殊進軍「「属性:風」の地形」", bad)
    abs_ = _abilities("mc", text, "unit")
    assert len(abs_) == 4
    refused = [a for a in abs_ if not a.supported]
    assert [a.text for a in refused] == [bad]
    assert "could not read" in refused[0].reason


def test_an_unreadable_effect_line_is_refused_with_its_ability() -> None:
    """The effect line of a three-line ability unreadable: the whole ability is refused (its
    header and fields are not run without their effect), the next ability runs."""
    text = (
        "□[普通]斬撃\n〈対象:敵軍ユニット1体〉\n対象に【打撃:2】ダメージを与える」。\n"
        "◎[対抗]炎の盾\n〈コスト:手札1枚破棄/対象:このユニット〉\n対象に「防御力:+2」を付与する。"
    )
    first, second = _abilities("mc", text, "unit")
    assert not first.supported and "斬撃" in first.text and "ダメージ" in first.text
    assert second.supported


def _use(text: str, ability: int = 0) -> tuple[dict[str, object], list[object]]:
    """A's 術士 (``text``) and 兵 on c2; A uses 術士's first ability used (with ``ability``: its
    n-th as printed) on 兵 in the main phase; 兵's values and the ruling's unsupported warnings."""
    unit = f'{{name: 術士, type: unit, level: 1, attack: 1, defense: 3, text: "{text}"}}'
    scn = mc_scenario(
        turn="{player: A, number: 7, phase: main}",
        a=mc_area("c2", "平原", 8, unit, "{name: 兵, type: unit, level: 1, attack: 1, defense: 3}"),
        b=mc_area("c3", "湖", 6, "{name: ゴブリン, type: unit, level: 1, attack: 1, defense: 4}"),
        rest="actions:\n  - {do: use, card: 術士, target: 兵"
        + (f", ability: {ability}" if ability else "")
        + "}\nask: [兵.attack, 兵.defense]\n",
    )
    r = resolve(loads(scn))
    return dict(r.outcome["state"]), [w for w in r.warnings() if w.kind == "unsupported"]


_BOOST = "◎[メイン]鼓舞\\n〈対象:自軍ユニット1体〉\\n対象に「攻撃力:+2」を付与する。"


@pytest.mark.parametrize(
    "text",
    [
        _BOOST,
        "特殊進軍「「属性:風」の地形」\\n" + _BOOST,
        "「チャージ:1」\\n" + _BOOST + "\\n装備禁止",
        "◎鼓舞[メイン]\\n〈対象:自軍ユニット1体〉\\n対象に「攻撃力:+2」を付与する。",
    ],
)
def test_the_ability_runs_on_a_board_whatever_lines_surround_it(text: str) -> None:
    """10.14.5: 兵's attack 1 -> 3, its defence untouched, with no warning."""
    state, warns = _use(text)
    assert (state["兵.attack"], state["兵.defense"]) == (3, 3)
    assert not warns


def test_the_ability_runs_beside_an_unreadable_line_which_is_reported() -> None:
    """A line the grammar cannot read on the card: the ◎ still runs on the board (兵 1 -> 3);
    the line is refused by name (``abilities_of``), not dropped."""
    state, _warns = _use("【英雄:1\\n" + _BOOST, ability=2)
    assert (state["兵.attack"], state["兵.defense"]) == (3, 3)
    bad, good = _abilities("mc", "【英雄:1\n" + _BOOST.replace("\\n", "\n"), "unit")
    assert not bad.supported and bad.text == "【英雄:1" and good.supported


# --- 3. a quote inside a quote --------------------------------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "特殊進軍「「属性:風」の地形」",
        "特殊進軍「属性:風の地形」",
        "特殊進軍 「「属性:風」の地形」",
    ],
)
def test_special_advance_names_its_terrain_in_any_quoting(text: str) -> None:
    """15.4.10.2: the terrain 「○○の地形」 read as the attribute 風, however quoted."""
    (a,) = _abilities("mc", text, "unit")
    assert a.supported, a.reason
    (b,) = _abilities("mc", "特殊進軍「属性:風の地形」", "unit")
    assert a.program == b.program


@pytest.mark.parametrize("game", ["ws", "vg", "vs", "co", "mc"])
def test_a_nested_quote_is_one_name_in_every_game(game: str) -> None:
    """grammar/common.lark's NAME: 「…「…」…」 one token; quotes that do not pair read as before."""
    from grammar.parse import parse_card

    r = parse_card("「「属性:風」の地形」", game)
    assert r.card is not None


@pytest.mark.parametrize(
    ("before", "after"),
    [
        ("【特殊進軍】「「属性:風」の地形」", ""),
        ("【装備禁止】", "【英雄:2】"),
        ("", "構築ルール:デッキに50枚まで組み込む。"),
        ("「イニシアチブ:+1」「アイテム:1」", "装備制限"),
        ("枚数制限解除", "強制配置"),
    ],
)
def test_keyword_lines_in_any_notation_around_an_ability(before: str, after: str) -> None:
    """Keyword / rule lines bracketed or bare, before or after a three-line ability: each a line
    of its own, the ability whole between them."""
    body = "○[戦闘]俊足\n〈対象:このユニット〉\n対象を「攻撃力:+1」する。"
    text = "\n".join(x for x in (before, body, after) if x)
    abs_ = _abilities("mc", text, "unit")
    assert len(abs_) == 1 + bool(before) + bool(after)
    assert all(a.supported for a in abs_ if a.text != "強制配置"), [a.reason for a in abs_]
    (mid,) = [a for a in abs_ if a.text.startswith("○")]
    (alone,) = _abilities("mc", body, "unit")
    assert mid.program == alone.program


# --- 4. 15.4.7.2's words printed as a ◇ ability's own text ------------------------------------

_ICON_WORDS = (
    "◇[自軍ターン]火渡り\\n〈発揮:普通召喚宣言時/対象:自軍プレイヤー〉\\n"
    "「属性:火」の地形に合致する敵軍支配地形ではない地形に、"
    "対象は手札にあるこのカードを普通召喚してもよい。"
)


@pytest.mark.parametrize(
    ("words", "where"),
    [
        (
            "「属性:火」の地形に合致する敵軍支配地形ではない地形に",
            ("and", (("char", "attribute", ("火",)), ("not_enemy",))),
        ),
        ("敵軍支配地形ではない地形に", ("not_enemy",)),
        ("「属性:火」の地形に合致する地形に", ("char", "attribute", ("火",))),
    ],
)
def test_the_summon_icons_words_as_a_text(words: str, where: object) -> None:
    """「○○に合致する」 and 「敵軍支配地形ではない地形」 (15.4.7.2) read in a ◇ ability's text as
    the keyword 普通召喚「○○の地形」 reads them: the same terrain description."""
    text = (
        "◇[自軍ターン]火渡り\n〈発揮:普通召喚宣言時/対象:自軍プレイヤー〉\n"
        f"{words}、対象は手札にあるこのカードを普通召喚してもよい。"
    )
    (a,) = _abilities("mc", text, "unit")
    assert a.supported, a.reason
    assert a.program.where == where
    (kw,) = _abilities("mc", "普通召喚「「属性:火」の地形」", "unit")
    if words.startswith("「属性:火」の地形に合致する敵軍"):
        assert kw.program.where == a.program.where


def test_an_own_army_terrain_not_controlled_is_refused() -> None:
    """「自軍支配地形ではない地形」: no such condition in the engine — refused by name."""
    text = (
        "◇[自軍ターン]火渡り\n〈発揮:普通召喚宣言時/対象:自軍プレイヤー〉\n"
        "自軍支配地形ではない地形に、対象は手札にあるこのカードを普通召喚してもよい。"
    )
    (a,) = _abilities("mc", text, "unit")
    assert not a.supported and "terrain named" in a.reason


def _summon_onto(terrain_attr: str, enemy_there: bool) -> object:
    unit = f'{{name: 隼, type: unit, level: 1, attack: 2, defense: 2, text: "{_ICON_WORDS}"}}'
    held = ", {name: 敵兵, type: unit, level: 1}" if enemy_there else ""
    area = (
        "      c2:\n"
        f"        - {{name: 火山, type: terrain, limit: 8, attribute: {terrain_attr}}}\n"
        + (f"        - {held[2:]}\n" if enemy_there else "")
    )
    scn = mc_scenario(
        turn="{player: A, number: 8, phase: summon}",
        a_top=f"    deck: 20\n    hand: [{unit}]\n",
        a=area if not enemy_there else "",
        b=area if enemy_there else "",
        rest="actions:\n  - {do: summon, card: 隼, area: c2}\nask: [A.hand]\n",
    )
    return resolve(loads(scn))


def test_the_words_on_a_board() -> None:
    """A 火 terrain of A's (no enemy unit): 隼 may be summoned there by the ability (the engine's
    reading of 15.4.7.2 / 7.4.5, as the keyword); a 水 terrain: refused; a 火 terrain the enemy
    army controls (5.1.2.12): refused."""
    assert _summon_onto("火", False).outcome["state"]["A.hand"] == 0
    assert _summon_onto("水", False).outcome["state"]["A.hand"] == 1
    assert _summon_onto("火", True).outcome["state"]["A.hand"] == 1


@pytest.mark.parametrize(
    ("target", "named"),
    [
        ("戦闘スペルを使用中のユニット1体", True),
        ("戦闘スペルを使用したユニット1体", True),
        ("特殊能力を使用中の敵軍ユニット1体", True),
        ("このアイテムを使用したユニット", False),  # the user of the card itself (4.7.2)
        ("使用中の戦闘スペル1枚", False),  # a card in use (10.10.6), read
    ],
)
def test_the_use_declarer_notation_is_refused_by_name(target: str, named: bool) -> None:
    """10.13.1 for a use: refused naming the clause; its neighbours are not caught."""
    text = f"◎[対抗]妨害\n〈コスト:手札1枚破棄/対象:{target}〉\n対象を行動完了にする。"
    (a,) = _abilities("mc", text, "unit")
    assert ("10.13.1" in a.reason) is named, a.reason
    if named:
        assert not a.supported


# --- 5. 10.17's count as a value change's amount ---------------------------------------------


def _swarm(step: str, *others: str) -> dict[str, object]:
    """A's 甲虫 (インセクト, attack 1, defence 3) with a ○ ability of ``step`` on c2 beside
    ``others``; 甲虫's values asked."""
    text = f"○群体\\n〈対象:このユニット〉\\n{step}"
    me = (
        "{name: 甲虫, type: unit, level: 1, attack: 1, defense: 3, race: インセクト, "
        f'text: "{text}"}}'
    )
    scn = mc_scenario(
        turn="{player: A, number: 7, phase: main}",
        a=mc_area("c2", "平原", 8, me, *others),
        b=mc_area("c3", "湖", 6, "{name: ゴブリン, type: unit, level: 1, attack: 1, defense: 4}"),
        rest="ask: [甲虫.attack, 甲虫.defense]\n",
    )
    r = resolve(loads(scn))
    assert not [w for w in r.warnings() if w.kind == "unsupported"]
    return dict(r.outcome["state"])


_ANT = "{name: 蟻, type: unit, level: 1, race: インセクト}"
_MAN = "{name: 兵, type: unit, level: 1, race: ヒューマン}"
_BEE = "{name: 蜂, type: unit, level: 1, race: [インセクト, ヒューマン]}"


@pytest.mark.parametrize(
    ("step", "others", "want"),
    [
        # 甲虫 and 蟻 are insects, 兵 is not: +2
        (
            "対象を「攻撃力:+自軍パーティに存在する「種族:インセクト」のユニット数」する。",
            (_ANT, _MAN),
            (3, 3),
        ),
        # the defence, lowered: 3 - 2
        (
            "対象を「防御力:-自軍パーティに存在する「種族:インセクト」のユニット数」する。",
            (_ANT, _MAN),
            (1, 1),
        ),
        # 「X or Y」: 蜂 has both, counted once (10.17.1): 甲虫 + 蜂 + 兵 = 3
        (
            "対象を「攻撃力:+自軍パーティに存在する「種族:インセクト or ヒューマン」のユニット数」する。",
            (_BEE, _MAN),
            (4, 3),
        ),
        # alone: itself only
        (
            "対象を「攻撃力:+自軍パーティに存在する「種族:インセクト」のユニット数」する。",
            (),
            (2, 3),
        ),
    ],
)
def test_a_count_as_the_amount_of_a_value_change(
    step: str, others: tuple[str, ...], want: tuple[int, int]
) -> None:
    """10.17.1's 「…のユニット数」 read as a ○ ability's change (as 14.5.4.3's 「攻撃力:+このユニッ
    トの防御力」 reads a value): the units of the party with any of the values, each once."""
    got = _swarm(step, *others)
    assert (got["甲虫.attack"], got["甲虫.defense"]) == want
