"""Every keyword of the vg rules' chapter 14 (14.3 to 14.63), by kind, as a card-text line: the
list of which run (``KEYWORD_LINES``: a minimal line of each, in the rules' or the card list's
typography, and whether the compiler runs it — a line that does not run names why), and for the
keywords made to run in round 28 what each does on a minimal board, with variants a different
writer could print and a neighbour that must not change:

- an automatic ability defined by its trigger (``_vg/cardtext.TRIGGER_MEANINGS``): 闘魂 14.29;
- an automatic ability defined whole, setting a named state the rules act on
  (``MEANINGS`` + ``_vg/keyword_states.STATE_RULES``): 突撃 14.31, 亡霊 14.35, ♪♪ 14.36 (a state
  two units hold together, ``PAIRED_STATES``);
- a continuous ability defined whole, setting a named state other text reads: フレンド 14.46
  (友達);
- a validity-condition keyword (14.2, ``VALIDITY``): 深闇 14.32, 白翼 / 黒翼 14.43 (printed before
  the markers, 「白翼―【永】…」);
- a rule of deck construction (``PLAIN_KEYWORDS`` + ``setup``): エースユニット 14.57."""

from __future__ import annotations

from typing import Any

import pytest

from ruling.abilities import _abilities
from ruling.resolve import check_expect, resolve
from ruling.rules import get_game
from ruling.scenario import loads
from tests.ruling.boards import cited, unsupported
from tests.ruling.boards import zone_names as zone

HEAD = "game: vg\ntitle: t\nturn: {player: A, number: 6, phase: PHASE, first_player: A}\n"
B = "  B:\n    vanguard: {name: 騎士, type: normal, grade: 3, power: 13000}\n    deck: 10\n"
V = "    vanguard: {name: 竜王, type: normal, grade: 3, power: 13000}\n"


def _run(phase: str, a: str, actions: str, choices: str = "", b: str = B) -> Any:
    src = HEAD.replace("PHASE", phase) + "players:\n  A:\n" + a + b + "actions:\n" + actions
    return resolve(loads(src + (f"choices:\n{choices}" if choices else ""), "t.yaml"))


def _holds(phase: str, a: str, actions: str, state: str) -> list[str]:
    """What a ruling finds wrong with ``expect: {state: {STATE}}`` (read with the ruling's own
    history: a condition on what happened this turn)."""
    src = HEAD.replace("PHASE", phase) + "players:\n  A:\n" + a + B + "actions:\n" + actions
    r = resolve(loads(src + f"expect:\n  state: {{{state}}}\n", "t.yaml"))
    assert not unsupported(r), unsupported(r)
    return check_expect(r)


def _power(r: Any, where: str, player: str = "A") -> int:
    from tests.ruling.test_vg_constructions import value

    return value(r, "power", player, where)


def _card(name: str, text: str, power: int = 10000, more: str = "") -> str:
    return f'{{name: {name}, type: normal, grade: 2, power: {power}, text: "{text}"{more}}}'


YES = '  - {player: A, at: optional, choose: "yes"}\n'
NO = '  - {player: A, at: optional, choose: "no"}\n'

# ------------------------------------------------------------------ the list (14.3 to 14.63)

# clause -> (a minimal line, runs?). A keyword that does not run is refused by name with its
# reason (never silent); what it lacks is said in the comment.
KEYWORD_LINES: dict[str, tuple[str, bool]] = {
    "14.3": ("【永】【(V)】：ツインドライブ!!", True),
    "14.4": ("【永】【(R)】：インターセプト", True),
    "14.5": ("【永】【(R)】：ブースト", True),
    "14.6": ("【永】【(R)】：拘束", True),
    "14.7": ("【自】【(V)】リミットブレイク４：このユニットがアタックした時、１枚引く。", True),
    "14.8": ("【自】：先駆", True),
    "14.9": ("【永】【(V)】：盟主", True),
    "14.10": ("【永】【(G)】：守護者", True),
    # round 29: the keyword with its card information from the scenario or after it
    "14.11": ("【起】【(V)】：シークメイト", True),
    "14.12": (
        "【超越】-ストライドステップ-【コスト】[手札からグレードの合計が３以上になるように１枚以上"
        "選び、捨てる]ことで、裏のこのカードを(V)に【超越】する。",
        True,
    ),
    # no card of the corpus (declared absent, _vg/declared.py 6.6.3)
    "14.13": ("【永】：究極超越スキル", False),
    "14.14": ("【自】【(V)】【Gブレイク】(1)：このユニットがアタックした時、１枚引く。", True),
    "14.15": ("【永】【(R)】：抵抗", True),
    "14.16": (
        "【Gガーディアン】-相手ターンのガードステップ-【コスト】[手札から１枚選び、捨てる]ことで、"
        "裏のこのカードを(G)にコールする。",
        True,
    ),
    "14.17": ("【自】【(V)】勇敢：このユニットがアタックした時、１枚引く。", True),
    "14.18": ("【自】【(V)】神託：このユニットがアタックした時、１枚引く。", True),
    "14.19": ("【自】【(V)】：このユニットがアタックした時、救援１する。", True),
    "14.20": ("【永】【(V)】儀式２：このユニットのパワー＋5000。", True),
    "14.21": ("【自】【(V)】結束：このユニットがアタックした時、１枚引く。", True),
    "14.22": ("【自】：天啓－(V)", True),
    "14.23": ("【自】：竜炎", True),
    "14.24": ("【自】：残影", True),
    "14.25": (
        "支配-【起】【(V)】【ターン1回】：【コスト】[【カウンターブラスト】(1)]、１枚引く。",
        True,
    ),
    "14.26": ("【自】：暴喰", True),
    "14.27": (
        "【自】【(R)】【影縫】：このユニットのアタックがヒットしなかった時、１枚引く。",
        True,
    ),
    "14.28": ("【自】【(V)】雷激３：このユニットがアタックした時、１枚引く。", True),
    "14.29": (
        "【自】【(R)】：闘魂（あなたのカードの効果で、このユニットが【スタンド】した時）－"
        "そのターン中、このユニットのパワー＋5000。",
        True,
    ),
    "14.30": ("【自】【(V)】【超爆】：このユニットがアタックした時、１枚引く。", True),
    "14.31": ("【自】【(R)】：突撃", True),
    "14.32": ("【永】【(V)】深闇：このユニットのパワー＋5000。", True),
    "14.33": ("【自】【(V)】【奇術】：このユニットがアタックした時、１枚引く。", True),
    "14.34": ("【自】【(V)】【時翔】：このユニットがアタックした時、１枚引く。", True),
    "14.35": ("【自】【(R)】：亡霊", True),
    "14.36": ("【自】【(R)】：♪♪", True),
    # the battle a 連波 names (「２回目」) after a dash (typed since round 53)
    "14.37": ("【自】【(R)】：連波－２回目：このユニットがアタックした時、１枚引く。", True),
    "14.38": ("【自】【(V)】暗躍：このユニットがアタックした時、１枚引く。", True),
    # a state trigger (11.9.8, 14.39.3): not implemented (_vg/declared.py)
    "14.39": ("【自】【(R)】：達成（15000）", False),
    # 「他のあなたの特定のユニットが指定した領域に登場した時」: which unit and zone the clause leaves
    # to the card
    "14.40": ("【自】【(R)】：開花－このユニットのパワー＋5000。", False),
    # an ability shared among units (14.41.2): not implemented
    "14.41": ("【永】【(R)】：旋律－このユニットのパワー＋5000。", False),
    "14.42": ("【永】：オーバードレス－「竜王」", True),
    "14.43": ("白翼―【永】【(V)】：このユニットのパワー＋5000。", True),
    "14.44": ("【自】【(R)】【ドレスブースト】：このユニットがブーストした時、１枚引く。", True),
    "14.45": (
        "【永】【(V)】【全力】：あなたのソウルが０枚なら、このユニットのパワー＋5000。",
        True,
    ),
    "14.46": ("【永】【(R)】：フレンド", True),
    "14.47": ("【煌求者】", True),
    "14.48": ("【自】【(V)】【レヴォルドレス】：このユニットがアタックした時、１枚引く。", True),
    "14.49": ("【永】：クロスオーバードレス－「竜王」", True),
    "14.50": ("【自】【(V)】【砲弾】：このユニットがアタックした時、１枚引く。", True),
    "14.51": ("【レガリスピース】【永】【(V)】：このユニットのパワー＋5000。", True),
    "14.52": ("【永】：ドレスアップ－「竜王」", True),
    "14.53": ("【自】【(V)】【ユニゾンドレス】：このユニットがアタックした時、１枚引く。", True),
    "14.54": ("【メイトユニット】－「竜王」", True),
    "14.55": ("【自】【(V)】【過充填】：このユニットがアタックした時、１枚引く。", True),
    "14.56": ("【自】【(V)】【邪竜解放】：このユニットがアタックした時、１枚引く。", True),
    "14.57": ("【永】：エースユニット", True),
    "14.58": ("【起】【(V)】【リライト】：【コスト】[【カウンターブラスト】(1)]、１枚引く。", True),
    "14.59": ("【自】【(V)】【精神汚染】：このユニットがアタックした時、１枚引く。", True),
    "14.60": ("【ハッピー・トイズ】", True),
    "14.61": ("SweetLink－【永】【(V)】：このユニットのパワー＋5000。", True),
    "14.62": ("【自】【(R)】【魔装合体】：このユニットがアタックした時、１枚引く。", True),
    "14.63": (
        "【ファントムスキル】－【自】【(V)】：このユニットがアタックした時、１枚引く。",
        True,
    ),
}


def test_the_list_covers_every_keyword_of_chapter_14() -> None:
    assert list(KEYWORD_LINES) == [f"14.{n}" for n in range(3, 64)]


@pytest.mark.parametrize("clause", list(KEYWORD_LINES))
def test_each_keyword_line_runs_or_is_refused_by_name(clause: str) -> None:
    get_game("vg")
    text, runs = KEYWORD_LINES[clause]
    got = _abilities("vg", text, None)
    assert got and all(a.supported for a in got) == runs, [(a.text, a.reason) for a in got]
    if not runs:
        assert all(a.reason for a in got if not a.supported)


@pytest.mark.parametrize(
    "text",
    (
        # the card-list typography and the rules' (with / without the reminder, the keyword bare)
        "【自】【(R)】：突撃（このユニットが効果で(R)に登場した時、そのターン中、このユニットを突撃状態にしてよい）",
        "突撃",
        "【自】：亡霊（このユニットが(R)に登場した時、このユニットを亡霊状態にしてよい。そうしたなら、ターン終了時、亡霊状態のユニットをすべて退却させる）",
        "亡霊",
        "【自】【(R)】：♪♪（他のあなたのユニットが同じ縦列に登場した時、そのターン中、このユニットとその登場したユニットが同一のマスターでフィールドにいる限り、それらを関連付けられた♪♪状態にする）",
        "【自】【(R)】：ハーモニー",
        "【自】【(R)】：闘魂－そのターン中、このユニットのパワー＋5000。",
        "【自】【(R)】：闘魂：そのターン中、このユニットのパワー＋5000。",
        "【自】【(V)】深闇：このユニットがアタックした時、そのバトル中、このユニットのパワー＋10000。",
        "【起】【(V)】【ターン1回】深闇：【コスト】[【カウンターブラスト】(1)]、１枚引く。",
        "黒翼―【自】【(V)】：このユニットがアタックした時、１枚引く。",
        "白翼-【永】【(V)】：このユニットのパワー＋5000。",
        "エースユニット",
        "【永】：エースユニット（エースユニットを持つカードはデッキに合計１枚だけ入れられる）",
        "【永】：このユニットが♪♪状態なら、このユニットのパワー＋5000。",
        "【自】：他のあなたのユニットが同じ縦列に登場した時、１枚引く。",
    ),
)
def test_spellings_of_the_round_28_keywords_run(text: str) -> None:
    get_game("vg")
    got = _abilities("vg", text, None)
    assert got and all(a.supported for a in got), [(a.text, a.reason) for a in got]


@pytest.mark.parametrize(
    "text",
    (
        # 闘魂 is automatic (14.29.1): not on a continuous ability, and not without its effect
        "【永】【(R)】：闘魂－このユニットのパワー＋5000。",
        "【自】【(R)】：闘魂",
        # 深闇 has no number (14.32.2)
        "【永】【(V)】深闇３：このユニットのパワー＋5000。",
    ),
)
def test_keyword_misuses_are_refused_by_name(text: str) -> None:
    get_game("vg")
    got = _abilities("vg", text, None)
    assert not all(a.supported for a in got)
    assert all(a.reason for a in got if not a.supported)


# ------------------------------------------------------------------ 闘魂 (14.29)

RUSH = "【自】【(R)】：闘魂－そのターン中、このユニットのパワー＋5000。"
STAND = "あなたのリアガードを１枚選び、【スタンド】する。"


@pytest.mark.parametrize(
    "line",
    (
        RUSH,
        "【自】【(R)】：闘魂（あなたのカードの効果で、このユニットが【スタンド】した時）－そのターン中、このユニットのパワー＋5000。",
        "【自】【(R)】：闘魂：そのターン中、このユニットのパワー＋5000。",
    ),
)
def test_rush_triggers_when_your_cards_effect_stands_it_14_29_1(line: str) -> None:
    """Rested, stood by an effect of A's card (A's vanguard's): +5000 for the turn, citing
    14.29.1."""
    a = V + f"    left_front: {_card('闘士', line, more=', state: rest')}\n    deck: 10\n"
    r = _run("main", a, f'  - {{do: resolve_text, player: A, card: 竜王, text: "{STAND}"}}\n')
    assert not unsupported(r), unsupported(r)
    assert _power(r, "field.left_front") == 15000 and "14.29.1" in cited(r)


def test_rush_not_by_the_stand_phase_nor_a_bare_effect_nor_the_opponents_card() -> None:
    """The neighbours: the stand phase stands it by the rules (9.2.3); an effect with no card
    behind it is no card's effect; B's card's effect is not A's card's — no trigger."""
    a = V + f"    left_front: {_card('闘士', RUSH, more=', state: rest')}\n    deck: 10\n"
    r = _run("stand", a, "  - {do: stand_phase}\n")
    assert _power(r, "field.left_front") == 10000
    bare = _run("main", a, f'  - {{do: resolve_text, player: A, text: "{STAND}"}}\n')
    assert _power(bare, "field.left_front") == 10000
    theirs = "相手のリアガードを１枚選び、【スタンド】する。"
    r = _run("main", a, f'  - {{do: resolve_text, player: B, card: 騎士, text: "{theirs}"}}\n')
    assert _power(r, "field.left_front") == 10000


# ------------------------------------------------------------------ 深闇 (14.32)

DARK = "【永】【(V)】深闇：このユニットのパワー＋5000。"


def test_darkness_counts_a_soul_charge_not_a_ride_14_32_4() -> None:
    """A ride puts the old vanguard in the soul (6.3.3.5): 深闇 stays invalid (13000); a soul
    charge (7.27.2) makes it valid (18000)."""
    a = (
        "    vanguard: {name: 従者, type: normal, grade: 2, power: 10000}\n"
        f"    hand: [{_card('深淵竜', DARK, power=13000)}]\n    soul: 1\n    deck: 10\n"
    )
    ride = "  - {do: ride_phase, card: 深淵竜}\n"
    assert not _holds("ride", a, ride, "深淵竜.power: 13000")
    charge = '  - {do: resolve_text, player: A, text: "【ソウルチャージ】(1)する。"}\n'
    assert not _holds("ride", a, ride + charge, "深淵竜.power: 18000")


@pytest.mark.parametrize(
    ("effect", "power"),
    (
        ("あなたの手札から１枚選び、ソウルに置く。", 18000),
        ("【ソウルチャージ】(1)する。", 18000),
        ("１枚引く。", 13000),
    ),
)
def test_darkness_any_card_put_into_your_soul_but_by_a_ride(effect: str, power: int) -> None:
    """A card put into A's soul otherwise (from the hand, by a soul charge) makes it valid; a
    draw puts nothing there (the neighbour)."""
    a = f"    vanguard: {_card('深淵竜', DARK, power=13000)}\n    hand: [{{name: 札, type: normal}}]\n    deck: 10\n"
    act = f'  - {{do: resolve_text, player: A, text: "{effect}"}}\n'
    assert not _holds("main", a, act, f"深淵竜.power: {power}"), effect


# ------------------------------------------------------------------ 白翼 / 黒翼 (14.43)


def _wings(line: str, bind: str, name: str = "天翼の騎士 アレスティエル") -> int:
    a = f"    vanguard: {_card(name, line, power=13000)}\n    bind: {bind}\n    deck: 10\n"
    r = _run("main", a, "  - {do: check, state: {A.deck: 10}}\n")
    assert not unsupported(r), unsupported(r)
    return _power(r, "field.vanguard")


WHITE = "白翼―【永】【(V)】：このユニットのパワー＋5000。"
BLACK = "黒翼―【永】【(V)】：このユニットのパワー＋5000。"
ODD = "[{name: 一, type: normal, grade: 1}, {name: 三, type: normal, grade: 3}]"
EVEN = "[{name: 零, type: normal, grade: 0}, {name: 二, type: normal, grade: 2}]"
MIXED = "[{name: 一, type: normal, grade: 1}, {name: 二, type: normal, grade: 2}]"
DOWN = "[{name: 伏, type: normal, grade: 2, face: down}, {name: 一, type: normal, grade: 1}]"
ONLY_DOWN = "[{name: 伏, type: normal, grade: 1, face: down}]"


@pytest.mark.parametrize(
    ("line", "bind", "power"),
    (
        (WHITE, ODD, 18000),
        (WHITE, EVEN, 13000),
        (WHITE, MIXED, 13000),
        (WHITE, "[]", 13000),  # 14.43.2.3: no card, neither is met
        (WHITE, DOWN, 18000),  # 14.43.2.4: the face-down even card is not there
        (WHITE, ONLY_DOWN, 13000),
        (BLACK, EVEN, 18000),
        (BLACK, ODD, 13000),
        (BLACK, "[]", 13000),
        ("白翼-【永】【(V)】：このユニットのパワー＋5000。", ODD, 18000),
    ),
)
def test_wings_14_43(line: str, bind: str, power: int) -> None:
    assert _wings(line, bind) == power, (line, bind)


def test_wings_need_an_arestiel_vanguard_14_43_3() -> None:
    """The neighbour: a vanguard without 「アレスティエル」 in its name — not valid."""
    assert _wings(WHITE, ODD, name="天翼の騎士") == 13000


# ------------------------------------------------------------------ 突撃 (14.31)

CHARGE = "【自】【(R)】：突撃"
CALL = "手札からグレード２以下のカードを１枚選び、(R)にコールする。"


def _charge(line: str, choice: str, call: str | None = None) -> Any:
    a = (
        V + f"    hand: [{_card('突撃兵', line, power=12000)}]\n"
        "    deck: [{name: 山一, type: normal}, 10]\n"
    )
    b = (
        "  B:\n    vanguard: {name: 騎士, type: normal, grade: 3, power: 13000}\n"
        "    deck: [{name: 一, type: normal, trigger: none}, 10]\n"
    )
    first = call or f'  - {{do: resolve_text, player: A, text: "{CALL}"}}\n'
    actions = first + "  - {do: attack, attacker: left_front, target: B.vanguard}\n"
    choices = (
        "  - {player: A, at: choose, choose: 突撃兵}\n"
        "  - {player: A, at: circle, choose: left_front}\n" + choice
    )
    return _run("main", a, actions, choices, b)


@pytest.mark.parametrize("line", (CHARGE, "突撃", "【自】【(R)】：突撃（…）"))
def test_charge_unit_goes_to_the_deck_bottom_after_its_battle_14_31_2(line: str) -> None:
    r = _charge(line, YES)
    assert not unsupported(r), unsupported(r)
    assert zone(r, "A", "field.left_front") == [] and zone(r, "A", "deck")[-1] == "突撃兵"
    assert {"14.31.1", "14.31.2"} <= cited(r)


def test_charge_declined_or_called_by_the_rules_stays() -> None:
    """The neighbours: A declines (してよい) — it stays; called by the rules from the hand (a
    normal call, no effect) — no trigger, it stays."""
    r = _charge(CHARGE, NO)
    assert zone(r, "A", "field.left_front") == ["突撃兵"]
    normal = _charge(CHARGE, "", call="  - {do: call, card: 突撃兵, circle: left_front}\n")
    assert zone(normal, "A", "field.left_front") == ["突撃兵"] and "14.31.2" not in cited(normal)


# ------------------------------------------------------------------ 亡霊 (14.35)


@pytest.mark.parametrize("line", ("【自】【(R)】：亡霊", "亡霊", "【自】：ホロウ"))
def test_hollow_unit_retired_at_the_end_of_the_turn_14_35_1(line: str) -> None:
    a = V + f"    hand: [{_card('幽霊騎士', line)}]\n    deck: 10\n"
    actions = "  - {do: call, card: 幽霊騎士, circle: right_front}\n  - {do: end_phase}\n"
    r = _run("main", a, actions, YES)
    assert not unsupported(r), unsupported(r)
    assert zone(r, "A", "drop") == ["幽霊騎士"] and "14.35.1" in cited(r)


def test_hollow_declined_stays() -> None:
    a = V + f"    hand: [{_card('幽霊騎士', '【自】【(R)】：亡霊')}]\n    deck: 10\n"
    actions = "  - {do: call, card: 幽霊騎士, circle: right_front}\n  - {do: end_phase}\n"
    r = _run("main", a, actions, NO)
    assert zone(r, "A", "field.right_front") == ["幽霊騎士"] and zone(r, "A", "drop") == []


# ------------------------------------------------------------------ ♪♪ (14.36)

SING = "【自】【(R)】：♪♪\\n【永】【(R)】：このユニットが♪♪状態なら、このユニットのパワー＋5000。"
READ = "【永】【(R)】：このユニットが♪♪状態なら、このユニットのパワー＋3000。"


def _harmony(circle: str, more: str = "", choices: str = "", partner: str = READ) -> Any:
    a = (
        V + f"    left_front: {_card('歌姫', SING)}\n"
        f"    hand: [{_card('伴奏', partner, power=8000)}]\n    deck: [{{name: 山一, type: normal}}, 10]\n"
    )
    return _run("main", a, f"  - {{do: call, card: 伴奏, circle: {circle}}}\n" + more, choices)


def test_harmony_pairs_the_units_of_one_column_14_36_1() -> None:
    """伴奏 called behind 歌姫 (the same column, 4.9.1.1): both ♪♪ — 歌姫 15000, 伴奏 (reading
    the state with its own text) 11000."""
    r = _harmony("left_back")
    assert not unsupported(r), unsupported(r)
    assert _power(r, "field.left_front") == 15000 and _power(r, "field.left_back") == 11000
    assert {"14.36.1", "4.9.1.1"} <= cited(r)


def test_harmony_not_in_another_column() -> None:
    """The neighbour: called in another column — no trigger, 10000."""
    r = _harmony("right_back")
    assert _power(r, "field.left_front") == 10000


def test_harmony_ends_when_the_partner_leaves_14_36_1() -> None:
    """「同一のマスターでフィールドにいる限り」: 伴奏 retired later — 歌姫 is no longer ♪♪."""
    retire = '  - {do: resolve_text, player: A, text: "あなたの後列のリアガードを１枚選び、退却させる。"}\n'
    r = _harmony("left_back", retire, "  - {player: A, at: choose, choose: 伴奏}\n")
    assert zone(r, "A", "drop") == ["伴奏"] and _power(r, "field.left_front") == 10000


def test_harmony_partner_gone_before_it_resolves_14_36_1_1() -> None:
    """伴奏's own trigger retires it first: ♪♪ resolves with its partner gone — no state."""
    gone = "【自】【(R)】：このユニットが(R)に登場した時、このユニットを退却させ、１枚引く。"
    r = _harmony(
        "left_back", choices="  - {player: A, at: pending_order, choose: 伴奏}\n", partner=gone
    )
    assert _power(r, "field.left_front") == 10000 and "14.36.1.1" in cited(r)


# ------------------------------------------------------------------ エースユニット (14.57)

ACE = "【永】：エースユニット（エースユニットを持つカードはデッキに合計１枚だけ入れられる）"


def _deck(*texts: str) -> Any:
    cards = "".join(
        f'      - {{name: 切札{i}, type: normal, grade: 3, text: "{t}"}}\n'
        for i, t in enumerate(texts)
    )
    src = (
        "game: vg\ntitle: t\nturn: {player: A, number: 0}\nplayers:\n  A:\n    ride_deck:\n"
        "      - {name: 始, type: normal, grade: 0}\n      - {name: 一, type: normal, grade: 1}\n"
        "      - {name: 二, type: normal, grade: 2}\n      - {name: 三, type: normal, grade: 3}\n"
        f"    deck:\n{cards}      - {50 - len(texts)}\n  B: {{deck: 50}}\n"
        "actions:\n  - {do: game_setup, first: A}\n"
    )
    return resolve(loads(src, "t.yaml"))


@pytest.mark.parametrize("second", (ACE, "エースユニット", "【永】：エースユニット"))
def test_two_ace_units_of_different_names_refused_14_57_2_1(second: str) -> None:
    r = _deck(ACE, second)
    assert r.main.rejected and "14.57.2.1" in cited(r)


def test_one_ace_unit_and_a_card_that_names_the_keyword_are_legal() -> None:
    """The neighbours: one ace unit; a card whose text only names the keyword is not one."""
    r = _deck(ACE, "【自】：このユニットが(V)に登場した時、１枚引く。")
    assert not r.main.rejected
    r = _deck(ACE, "【永】【(V)】：あなたのエースユニットを持つユニットのパワー＋5000。")
    assert not r.main.rejected


# ------------------------------------------------------------------ フレンド (14.46)

FRIEND_READ = "【永】【(R)】：このユニットが“友達”なら、このユニットのパワー＋5000。"


@pytest.mark.parametrize("line", ("【永】【(R)】：フレンド", "フレンド", "【永】：フレンド（…）"))
def test_friend_both_units_of_the_column_are_friends_14_46_1_1(line: str) -> None:
    """A フレンド unit with another unit of A's behind it: both 友達 — each reads it (+5000)."""
    both = f"{line}\\n{FRIEND_READ}"
    a = (
        V + f"    left_front: {_card('友', both)}\n"
        f"    left_back: {_card('相棒', FRIEND_READ, power=8000)}\n    deck: 10\n"
    )
    r = _run("main", a, "  - {do: check, state: {A.deck: 10}}\n")
    assert not unsupported(r), unsupported(r)
    assert _power(r, "field.left_front") == 15000 and _power(r, "field.left_back") == 13000


def test_friend_alone_in_its_column_is_no_friend() -> None:
    """The neighbours: nobody in its column (the other unit in another column) — neither is."""
    both = f"【永】【(R)】：フレンド\\n{FRIEND_READ}"
    a = (
        V + f"    left_front: {_card('友', both)}\n"
        f"    right_back: {_card('相棒', FRIEND_READ, power=8000)}\n    deck: 10\n"
    )
    r = _run("main", a, "  - {do: check, state: {A.deck: 10}}\n")
    assert _power(r, "field.left_front") == 10000 and _power(r, "field.right_back") == 8000


# ------------------------------------------------------------------ one rule, two spellings


@pytest.mark.parametrize("skills", ("[亡霊]", "[hollow]", "[ホロウ]"))
def test_hollow_given_as_a_skill_is_the_same_ability(skills: str) -> None:
    """A scenario's ``skills`` gives the card the keyword's meaning (``keyword_abilities``)."""
    card = f"{{name: 幽霊騎士, type: normal, grade: 2, power: 10000, skills: {skills}}}"
    a = V + f"    hand: [{card}]\n    deck: 10\n"
    actions = "  - {do: call, card: 幽霊騎士, circle: right_front}\n  - {do: end_phase}\n"
    r = _run("main", a, actions, YES)
    assert zone(r, "A", "drop") == ["幽霊騎士"] and "14.35.1" in cited(r)


@pytest.mark.parametrize("skills", ("[エースユニット]", "[ace_unit]"))
def test_ace_units_given_as_skills_14_57_2(skills: str) -> None:
    src = (
        "game: vg\ntitle: t\nturn: {player: A, number: 0}\nplayers:\n  A:\n    ride_deck:\n"
        "      - {name: 始, type: normal, grade: 0}\n      - {name: 一, type: normal, grade: 1}\n"
        "      - {name: 二, type: normal, grade: 2}\n      - {name: 三, type: normal, grade: 3}\n"
        f"    deck:\n      - {{name: 甲, type: normal, grade: 3, skills: {skills}}}\n"
        f"      - {{name: 乙, type: normal, grade: 3, skills: {skills}}}\n      - 48\n"
        "  B: {deck: 50}\nactions:\n  - {do: game_setup, first: A}\n"
    )
    r = resolve(loads(src, "t.yaml"))
    assert r.main.rejected and "14.57.2.1" in cited(r)


# ------------------------------------------------------------------ 「…状態になった時」 (14.36.1.3)

ENTERED = "【自】【(R)】：このユニットが♪♪状態になった時、１枚引く。"


def test_a_unit_put_in_the_harmony_state_triggers_14_36_1_3() -> None:
    """「このユニットが♪♪状態になった時」: 伴奏 called behind 歌姫 — both enter ♪♪, 伴奏's
    ability (its text) triggers and draws; called in another column, nothing (the neighbour)."""
    r = _harmony("left_back", partner=ENTERED)
    assert not unsupported(r), unsupported(r)
    assert zone(r, "A", "hand") == ["山一"] and "14.36.1.3" in cited(r)
    other = _harmony("right_back", partner=ENTERED)
    assert zone(other, "A", "hand") == []


@pytest.mark.parametrize("already", (True, False))
def test_a_state_entered_only_once_5_2_2(already: bool) -> None:
    """「…が精神汚染状態になった時」 for a state an effect sets: a unit already in it is not put
    in it again (no trigger); one that was not is."""
    text = "【自】【(R)】：このユニットが精神汚染状態になった時、１枚引く。"
    more = ", groups: [精神汚染]" if already else ""
    a = (
        V
        + f"    left_front: {_card('被験体', text, more=more)}\n    deck: [{{name: 山一, type: normal}}, 10]\n"
    )
    set_it = "そのターン中、あなたのリアガードすべてを精神汚染状態にする。"
    r = _run("main", a, f'  - {{do: resolve_text, player: A, text: "{set_it}"}}\n')
    assert not unsupported(r), unsupported(r)
    assert zone(r, "A", "hand") == ([] if already else ["山一"])
