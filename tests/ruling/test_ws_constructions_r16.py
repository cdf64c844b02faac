"""Weiß Schwarz card-text constructions added in round 16 (issue 12, s12ws), each in general
form: a minimal ability text in the wording cards use, what it does on a board, and the case
that must not do it."""

from __future__ import annotations

from typing import Any

import pytest

import ruling.games.ws  # noqa: F401  (registers the ws card-text compiler)
from ruling.resolve import resolve
from ruling.scenario import loads
from tests.ruling.boards import WS_HEAD, unsupported, ws_resolve_text
from tests.ruling.boards import zone_names as zone

# ----------------------------------------- revealing the top of the opponent's deck (4.9.1)

OPP_DECK = """\
  A:
    level: 1
    deck: [{{name: 山1, type: character, level: 3}}, 9]
    stage:
      center_front: {{name: 主役, type: character, level: 1, power: 5000, soul: 1}}
  B:
    level: 1
    deck: [{top}, {{name: 敵2, type: character, level: 0}}, 8]
"""

BURN = (
    "あなたは相手の山札の上から1枚を公開する。そのカードのレベルが{n}以上なら、"
    "相手にＸダメージを与える。Ｘはそのカードのレベルに等しい。"
    "（CXのレベルは0として扱う。ダメージキャンセルは発生する。公開したカードは元に戻す）"
)


@pytest.mark.parametrize(
    ("top", "n", "clock"),
    [
        ("{name: 敵山, type: character, level: 2}", 2, 2),
        ("{name: 敵山, type: character, level: 3}", 1, 3),
        ("{name: 敵山, type: character, level: 1}", 2, 0),  # below the level named: no damage
        ("{name: 敵山, type: climax}", 1, 0),  # a climax has no level: 0 (the note)
    ],
)
def test_reveal_the_top_of_the_opponents_deck(top: str, n: int, clock: int) -> None:
    """「相手の山札の上から1枚を公開する。そのカードのレベルが2以上なら、相手にＸダメージ…」:
    the card revealed is the opponent's top card (4.9.1; it stays where it is, so it is the
    first card of the damage, 4.10.1.1); X its level; the master's own deck is untouched."""
    r = ws_resolve_text(OPP_DECK.format(top=top), BURN.format(n=n), ask="B.clock")
    assert not unsupported(r)
    assert r.outcome["state"] == {"B.clock": clock}
    assert ("敵山" in zone(r, "B", "clock")) is bool(clock)
    assert zone(r, "A", "deck")[0] == "山1"


def test_reveal_the_top_of_the_opponents_deck_then_put_it() -> None:
    """A neighbour: the revealed card dealt with after (「そのカードを控え室に置く」) goes to its
    owner's waiting room (the opponent's)."""
    text = "あなたは相手の山札の上から1枚を公開する。そのカードがキャラなら、そのカードを控え室に置く。"
    top = "{name: 敵山, type: character, level: 2}"
    r = ws_resolve_text(OPP_DECK.format(top=top), text, ask="B.waiting_room")
    assert not unsupported(r)
    assert zone(r, "B", "waiting_room") == ["敵山"]
    assert zone(r, "A", "waiting_room") == []
    r = ws_resolve_text(OPP_DECK.format(top="{name: 敵山, type: climax}"), text)
    assert zone(r, "B", "waiting_room") == []


# ------------------------------------------ a number declared, read by the steps after (8.6.5)

DECLARE = """\
  A:
    level: 1
    hand: []
    deck: [{name: 上, type: character, level: 1}, {name: 二, type: character, level: 0}, {name: 三, type: character, level: 0}, 7]
    stage:
      center_front: {name: 主役, type: character, level: 1, power: 5000, soul: 1}
  B:
    level: 1
    deck: 10
"""

REVEAL_DECLARED = (
    "相手は0か1か2か3を宣言する。あなたは自分の山札の上から1枚を公開し、"
    "そのカードが相手の宣言したレベルのキャラなら、舞台の好きな枠に置く。"
)


@pytest.mark.parametrize(("declared", "zone_of"), [(1, "A.stage.left_front"), (2, "A.deck")])
def test_opponent_declares_a_level(declared: int, zone_of: str) -> None:
    """「相手は0か1か2か3を宣言する。…そのカードが相手の宣言したレベルのキャラなら」: B declares
    (the text names who does it, 8.6.5); the revealed card (a level 1 character) is put on the
    stage only when its level is the number declared."""
    choices = (
        f"  - {{player: B, at: declare, choose: {declared}}}\n"
        "  - {player: A, at: slot, choose: left_front}\n"
    )
    r = ws_resolve_text(DECLARE, REVEAL_DECLARED, choices=choices, ask="上.zone")
    assert not unsupported(r)
    assert r.outcome["state"] == {"上.zone": zone_of}
    assert "8.6.5" in r.decided_by


def test_opponent_declaration_unanswered_branches() -> None:
    """Left unanswered, the declaration is B's decision: the ruling depends on B, one branch per
    number printed."""
    r = ws_resolve_text(
        DECLARE, REVEAL_DECLARED, choices="  - {player: A, at: slot, choose: left_front}\n"
    )
    assert r.outcome["depends_on"] == "B"
    got = {b["choices"][0]: b["outcome"]["state"] for b in r.outcome["branches"]}
    assert set(got) == {"0", "1", "2", "3"}


@pytest.mark.parametrize(("declared", "hand"), [(0, 0), (1, 2)])
def test_x_is_the_number_declared(declared: int, hand: int) -> None:
    """「…控え室に置き、そのカードが相手の宣言したレベルのカードなら、あなたはＸ枚まで引く。Ｘは
    相手の宣言した数＋1に等しい」: X is the number declared plus 1 (4.7.1: that many drawn, up
    to)."""
    text = (
        "相手は0か1を宣言する。あなたは自分の山札の上から1枚を、控え室に置き、"
        "そのカードが相手の宣言したレベルのカードなら、あなたはＸ枚まで引く。"
        "Ｘは相手の宣言した数＋1に等しい。"
    )
    choices = f"  - {{player: B, at: declare, choose: {declared}}}\n" + (
        "  - {player: A, at: optional, choose: yes}\n" * hand
    )
    r = ws_resolve_text(DECLARE, text, choices=choices, ask="A.hand")
    assert not unsupported(r)
    assert r.outcome["state"] == {"A.hand": hand}


@pytest.mark.parametrize("declared", [1, 2])
def test_own_declaration_read_as_x(declared: int) -> None:
    """A neighbour: the master declares (「あなたは1か2を宣言する」) and 「あなたの宣言した数」 is
    that number; 「Ｘ枚引く」 draws X (4.7.1)."""
    text = "あなたは1か2を宣言する。あなたはＸ枚引く。Ｘはあなたの宣言した数に等しい。"
    choices = f"  - {{player: A, at: declare, choose: {declared}}}\n"
    r = ws_resolve_text(DECLARE, text, choices=choices, ask="A.hand")
    assert not unsupported(r)
    assert r.outcome["state"] == {"A.hand": declared}


MEMORY = """\
  A:
    level: 3
    hand: [{name: 小鳥, type: character, level: 3, power: 9000, soul: 2}]
    deck: 10
  B:
    level: 1
    deck: 10
"""


@pytest.mark.parametrize(
    ("declared", "zone_of"), [(3, "A.stage.left_front"), (2, "A.waiting_room")]
)
def test_face_down_memory_card_revealed_is_read(declared: int, zone_of: str) -> None:
    """「…裏向きで思い出にする。相手は2か3を宣言する。あなたはそのカードを公開し、そのカードが
    相手の宣言したレベルのキャラなら…」: a face-down card of the memory is a blank card
    (3.12.2.2.1), but revealed by the text its information is read (4.9.1, the text over the
    rules, 1.3.1; official ruling Q339)."""
    text = (
        "あなたは自分の手札のキャラを1枚選び、裏向きで思い出にする。相手は2か3を宣言する。"
        "あなたはそのカードを公開し、そのカードが相手の宣言したレベルのキャラなら"
        "舞台の好きな枠に置く。そうでないなら、そのカードを控え室に置く。"
    )
    choices = (
        "  - {player: A, at: choose, choose: 小鳥}\n"
        f"  - {{player: B, at: declare, choose: {declared}}}\n"
        "  - {player: A, at: slot, choose: left_front}\n"
    )
    r = ws_resolve_text(MEMORY, text, choices=choices, ask="小鳥.zone")
    assert not unsupported(r)
    assert r.outcome["state"] == {"小鳥.zone": zone_of}


@pytest.mark.parametrize(
    "text",
    [
        # no declaration in the effect for 「相手の宣言した」 to read
        "あなたは自分の山札の上から1枚を公開し、そのカードが相手の宣言したレベルのキャラなら、"
        "舞台の好きな枠に置く。",
        # 「好きな数」: not numbers printed
        "相手は好きな数を宣言する。",
    ],
)
def test_declarations_refused(text: str) -> None:
    r = ws_resolve_text(DECLARE, text)
    assert unsupported(r)


# ------------------------------------- 「カード名に「X」(か「Y」)を含まない」 (2.1.2.1, negative)

NAMES = """\
  A:
    level: 1
    deck: 10
    waiting_room: [{name: 控えのルチア, type: character, level: 1}, {name: 控えの他人, type: character, level: 1}]
    stage:
      center_front: {name: “ただ友のために”ルチア, type: character, level: 1, power: 5000, soul: 1}
      left_front: {name: 静流の友, type: character, level: 1, power: 5000, soul: 1}
      right_front: {name: 他人, type: character, level: 1, power: 5000, soul: 1}
  B:
    level: 1
    deck: 10
    stage:
      center_front: {name: 敵, type: character, level: 1, power: 6000, soul: 1}
"""


def test_name_not_containing_any_of_the_parts() -> None:
    """「カード名に「ルチア」か「静流」を含まないキャラすべてに、…パワーを－4000」: every character,
    either player's (2.3.2.1.2), whose name holds neither part (2.1.2.1) — the others untouched."""
    text = "カード名に「ルチア」か「静流」を含まないキャラすべてに、そのターン中、パワーを－4000。"
    r = ws_resolve_text(
        NAMES, text, ask="“ただ友のために”ルチア.power, 静流の友.power, 他人.power, 敵.power"
    )
    assert not unsupported(r)
    assert r.outcome["state"] == {
        "“ただ友のために”ルチア.power": 5000,
        "静流の友.power": 5000,
        "他人.power": 1000,
        "敵.power": 2000,
    }


def test_name_not_containing_in_a_choice() -> None:
    """A neighbour: the same filter in a choice from a zone (「自分の控え室のカード名に「ルチア」を
    含まないキャラを1枚選び、手札に戻す」): only the card whose name lacks it can be chosen."""
    text = "あなたは自分の控え室のカード名に「ルチア」を含まないキャラを1枚選び、手札に戻す。"
    r = ws_resolve_text(NAMES, text, ask="A.hand")
    assert not unsupported(r)
    assert zone(r, "A", "hand") == ["控えの他人"]


# -------------------------------------------- 「…をＸ枚まで選び」: a choice counted by Ｘ (8.6.3)

CHOOSE_X = """\
  A:
    level: {level}
    deck: 10
    waiting_room: [{{name: 控え1, type: character, level: 1}}, {{name: 控え2, type: character, level: 1}}, {{name: 控え3, type: character, level: 1}}]
    stage:
      center_front: {{name: 主役, type: character, level: 1, power: 5000, soul: 1}}
    markers: {{center_front: [{markers}]}}
  B:
    level: 1
    deck: 10
"""


@pytest.mark.parametrize("level", [0, 2])
def test_choose_up_to_x(level: int) -> None:
    """「あなたは自分の控え室のキャラをＸ枚まで選び、手札に戻す。Ｘはあなたのレベルに等しい」: up to
    Ｘ cards (8.6.3.1.1), Ｘ worked out when the choice is made; at 0 nothing is chosen."""
    text = "あなたは自分の控え室のキャラをＸ枚まで選び、手札に戻す。Ｘはあなたのレベルに等しい。"
    picks = "".join(f"  - {{player: A, at: choose, choose: 控え{i + 1}}}\n" for i in range(level))
    board = CHOOSE_X.format(level=level, markers="")
    r = ws_resolve_text(board, text, choices=picks, ask="A.hand")
    assert not unsupported(r)
    assert r.outcome["state"] == {"A.hand": level}


@pytest.mark.parametrize(
    ("markers", "most"),
    [
        ("{name: 印A, type: character}, {name: 印A, type: character}", 1),
        ("{name: 印A, type: character}, {name: 印B, type: character}", 2),
    ],
)
def test_x_counts_markers_of_distinct_names(markers: str, most: int) -> None:
    """「Ｘはこのカードの下の異なるカード名のマーカーの枚数に等しい」: the most markers with no two
    sharing a card name (2.1.2). The choice of up to Ｘ offers no more than that."""
    text = (
        "あなたは自分の控え室のキャラをＸ枚まで選び、手札に戻す。"
        "Ｘはこのカードの下の異なるカード名のマーカーの枚数に等しい。"
    )
    picks = "".join(f"  - {{player: A, at: choose, choose: 控え{i + 1}}}\n" for i in range(3))
    board = CHOOSE_X.format(level=1, markers=markers).replace(
        "power: 5000, soul: 1}", f'power: 5000, soul: 1, text: "【起】 {text}"}}'
    )
    scn = (
        WS_HEAD
        + "players:\n"
        + board
        + "actions:\n  - {do: activate, player: A, card: 主役}\n"
        + "choices:\n"
        + picks
        + "ask: [A.hand]\n"
    )
    r = resolve(loads(scn))
    assert not unsupported(r)
    assert r.outcome["state"] == {"A.hand": most}


# --------------------------- a cost 「…を1枚とこのカードを入れ替える」 (8.4.2, 3.6.3)

SWAP_COST = "【起】［あなたの前列の【スタンド】しているキャラを1枚とこのカードを入れ替える］ あなたは1枚引く。"


def _swap_cost_board(front: str) -> Any:
    return resolve(
        loads(
            WS_HEAD + "players:\n  A:\n    level: 1\n    deck: 10\n    stage:\n"
            f'      left_back: {{name: 起動役, type: character, level: 1, state: rest, text: "{SWAP_COST}"}}\n'
            + front
            + "  B: {deck: 10}\n"
            "actions:\n  - {do: activate, player: A, card: 起動役}\n"
            "ask: [起動役.zone, 前衛.zone, A.hand]\n"
        )
    )


def test_swap_cost_with_a_standing_front_character() -> None:
    """The cost swaps this character with a standing character of the master's front row (each
    keeps its orientation, 3.6.3); paid, the effect is done (8.4.2)."""
    r = _swap_cost_board("      left_front: {name: 前衛, type: character, level: 1}\n")
    assert not unsupported(r)
    assert r.outcome["state"] == {
        "起動役.zone": "A.stage.left_front",
        "前衛.zone": "A.stage.left_back",
        "A.hand": 1,
    }
    final = r.main.final.players["A"].zones
    assert [c.orientation for c in final["stage.left_front"]] == ["rest"]  # kept (3.6.3)


def test_swap_cost_unpayable_without_such_a_character() -> None:
    """With only a rested front character (not 【スタンド】), the cost cannot be paid (8.4.2.2)."""
    r = _swap_cost_board("      left_front: {name: 前衛, type: character, level: 1, state: rest}\n")
    assert not unsupported(r)
    assert r.outcome.get("rejected") and "8.4.2.2" in r.decided_by
    assert r.outcome["state"]["起動役.zone"] == "A.stage.left_back"


# ------------------------------------------ a cost 「あなたのストックの上から1枚を…に置く」 (3.10.2)

STOCK_COST = "【起】［あなたのストックの上から1枚をクロック置場に置く］ あなたは1枚引く。"


@pytest.mark.parametrize(("stock", "paid"), [(2, True), (0, False)])
def test_cost_from_the_top_of_the_stock(stock: int, paid: bool) -> None:
    """The stock's top card goes to the clock (cards leave the stock from the top, 3.10.2; not a
    damage, 4.10.2); with an empty stock the cost cannot be paid (8.4.2.2)."""
    stock_cards = "[{name: ストック上, type: character}, 1]" if stock else "[]"
    r = resolve(
        loads(
            WS_HEAD + "players:\n  A:\n    level: 1\n    deck: 10\n"
            f"    stock: {stock_cards}\n    stage:\n"
            f'      center_front: {{name: 起動役, type: character, level: 1, text: "{STOCK_COST}"}}\n'
            "  B: {deck: 10}\n"
            "actions:\n  - {do: activate, player: A, card: 起動役}\n"
            "ask: [A.clock, A.stock, A.hand]\n"
        )
    )
    assert not unsupported(r)
    if paid:
        assert r.outcome["state"] == {"A.clock": 1, "A.stock": 1, "A.hand": 1}
        assert zone(r, "A", "clock") == ["ストック上"]
    else:
        assert r.outcome.get("rejected") and "8.4.2.2" in r.decided_by


# ------------- 「あなたのダイレクトアタックしているキャラの与えたダメージが…キャンセルされなかった時」

DEALER = """\
players:
  A:
    level: 1
    deck: [{{name: 山1, type: character}}, {{name: 山2, type: character}}, 8]
    stage:
      center_front: {{name: 攻め役, type: character, level: 1, power: 5000, soul: 1}}
      left_back: {{name: 見届け役, type: character, level: 1, power: 3000, soul: 1, text: "{text}"}}
  B:
    level: 1
    deck: [{top}, {{name: 受け2, type: character}}, 8]
{b_stage}actions:
  - {{do: attack, player: A, slot: center_front, kind: {kind}}}
ask: [A.hand]
"""

DEALT = "【自】 あなたの{what}しているキャラの与えたダメージがキャンセルされ{neg}た時、あなたは1枚引く。"
DEFENDER = (
    "    stage: {center_front: {name: 防御役, type: character, level: 1, power: 1000, soul: 1}}\n"
)


@pytest.mark.parametrize(
    ("what", "neg", "kind", "top", "drawn"),
    [
        ("ダイレクトアタック", "なかっ", "direct", "{name: 受け1, type: character}", 1),
        # cancelled (a climax revealed, 4.10.1.2): not 「キャンセルされなかった」
        ("ダイレクトアタック", "なかっ", "direct", "{name: 受けCX, type: climax}", 0),
        ("ダイレクトアタック", "", "direct", "{name: 受けCX, type: climax}", 1),
        # a front attack is not a direct attack (7.2.1.4)
        ("ダイレクトアタック", "なかっ", "front", "{name: 受け1, type: character}", 0),
        ("アタック", "なかっ", "front", "{name: 受け1, type: character}", 1),
    ],
)
def test_damage_of_the_attacking_character(
    what: str, neg: str, kind: str, top: str, drawn: int
) -> None:
    """The damage whose source is the master's attacking character (7.2.1.5) — in an attack of
    the kind named (7.2.1.4) — not cancelled (4.10.1.3) / cancelled (4.10.1.2)."""
    src = DEALER.format(
        text=DEALT.format(what=what, neg=neg),
        top=top,
        kind=kind,
        b_stage=DEFENDER if kind == "front" else "",
    )
    r = resolve(loads(WS_HEAD.replace("phase: main", "phase: attack") + src))
    assert not unsupported(r)
    assert r.outcome["state"] == {"A.hand": drawn}


# ------------- 「次の効果のうち / 以下の効果のうちあなたが選んだ1つを行う」 (no number printed)

MODAL_BOARD = """\
  A:
    level: 1
    deck: 10
    hand: []
  B:
    level: 1
    deck: 10
"""


@pytest.mark.parametrize("lead", ["次の効果のうち", "以下の効果のうち"])
@pytest.mark.parametrize(("mode", "hand", "clock"), [("1", 0, 1), ("2", 1, 0), ("3", 2, 0)])
def test_a_choice_among_the_quoted_effects(lead: str, mode: str, hand: int, clock: int) -> None:
    """With no number printed, the choice is among the quoted effects that follow (here three),
    the master's (8.6.3): one of them is done."""
    text = (
        f"{lead}あなたが選んだ1つを行う。"
        "『相手に1ダメージを与える。』『あなたは1枚引く。』『あなたは2枚引く。』"
    )
    r = ws_resolve_text(
        MODAL_BOARD,
        text,
        choices=f"  - {{player: A, at: mode, choose: '{mode}'}}\n",
        ask="A.hand, B.clock",
    )
    assert not unsupported(r)
    assert r.outcome["state"] == {"A.hand": hand, "B.clock": clock}


def test_a_choice_among_one_quoted_effect_refused() -> None:
    """「次の効果のうち…1つを行う」 with one quoted effect: not a choice the text makes — refused."""
    r = ws_resolve_text(MODAL_BOARD, "次の効果のうちあなたが選んだ1つを行う。『あなたは1枚引く。』")
    assert unsupported(r)


# ------------------- 「…に置いたなら」 / 「1枚…に置いたなら」: this effect put cards there

PUT_BOARD = """\
  A:
    level: 1
    hand: []
    deck: [{name: 上1, type: character}, {name: 上2, type: character}, 8]
    waiting_room: [{name: 控え, type: character, level: 1}]
    stage:
      center_front: {name: 主役, type: character, level: 1, power: 5000, soul: 1}
  B:
    level: 1
    deck: 10
"""


@pytest.mark.parametrize(("dest", "hand", "stock"), [("stock", 1, 1), ("hand", 1, 0)])
def test_put_there_condition(dest: str, hand: int, stock: int) -> None:
    """「…手札に戻すかストック置場に置いてよい。ストック置場に置いたなら、あなたは1枚引く」: the draw
    only when this effect put the card into the stock (what its moves put there)."""
    text = (
        "あなたは自分の控え室のキャラを1枚選び、手札に戻すかストック置場に置いてよい。"
        "ストック置場に置いたなら、あなたは1枚引く。"
    )
    choices = f"  - {{player: A, at: dest, choose: {dest}}}\n  - {{player: A, at: optional, choose: yes}}\n"
    r = ws_resolve_text(PUT_BOARD, text, choices=choices, ask="A.hand, A.stock")
    assert not unsupported(r)
    assert r.outcome["state"] == {"A.hand": hand, "A.stock": stock}


@pytest.mark.parametrize(("looked", "hand"), [(2, 1), (0, 0)])
def test_one_card_put_there_condition(looked: int, hand: int) -> None:
    """「…カードを1枚選び、クロック置場に置き、…。1枚クロック置場に置いたなら、あなたは1枚引く」:
    looking at none, none is chosen nor put (8.6.3.1.3): no draw."""
    text = (
        "あなたは自分の山札を上から2枚まで見て、カードを1枚選び、クロック置場に置き、"
        "残りのカードを控え室に置く。1枚クロック置場に置いたなら、あなたは1枚引く。"
    )
    choices = f"  - {{player: A, at: look, choose: {looked}}}\n" + (
        "  - {player: A, at: choose, choose: 上1}\n" if looked else ""
    )
    r = ws_resolve_text(PUT_BOARD, text, choices=choices, ask="A.hand, A.clock")
    assert not unsupported(r)
    assert r.outcome["state"] == {"A.hand": hand, "A.clock": 1 if looked else 0}


# ---------- a cost 「手札の…を1枚公開し、このカードの下にマーカーとして裏向きに置く」 (3.7.1)

MARKER_COST = (
    "【起】［手札の《服》のキャラを1枚公開し、このカードの下にマーカーとして裏向きに置く］ "
    "あなたは1枚引く。"
)


@pytest.mark.parametrize(("traits", "paid"), [("[服]", True), ("[食]", False)])
def test_revealed_card_put_under_this_as_a_marker(traits: str, paid: bool) -> None:
    """The card revealed from the hand goes under this character, face down (3.7.1, 3.7.2); with
    no such card in the hand the cost cannot be paid (8.4.2.2)."""
    r = resolve(
        loads(
            WS_HEAD + "players:\n  A:\n    level: 1\n    deck: 10\n"
            f"    hand: [{{name: 服の札, type: character, level: 1, traits: {traits}}}]\n"
            "    stage:\n"
            f'      center_front: {{name: 起動役, type: character, level: 1, text: "{MARKER_COST}"}}\n'
            "  B: {deck: 10}\n"
            "actions:\n  - {do: activate, player: A, card: 起動役}\n"
            "ask: [A.hand]\n"
        )
    )
    assert not unsupported(r)
    markers = r.main.final.players["A"].zones["markers.center_front"]
    if paid:
        assert [(c.name, c.face_up) for c in markers] == [("服の札", False)]
        assert zone(r, "A", "hand") and zone(r, "A", "hand") != ["服の札"]
    else:
        assert r.outcome.get("rejected") and "8.4.2.2" in r.decided_by
        assert not markers


# --------------------- 「このカードは次の2つの能力のうちあなたが選んだ1つを得る。『…』『…』」

ONE_OF = (
    "【起】 そのターン中、このカードは次の2つの能力のうちあなたが選んだ1つを得る。"
    "『【永】 このカードのパワーを＋1000。』『【永】 このカードのソウルを＋1。』"
)


@pytest.mark.parametrize(("mode", "power", "soul"), [("1", 6000, 1), ("2", 5000, 2)])
def test_gain_one_of_the_quoted_abilities(mode: str, power: int, soul: int) -> None:
    """The master chooses one of the quoted abilities (8.6.3); this card gains that one for the
    turn (as 「このカードは次の能力を得る」, 8.9.1.2), not the other."""
    r = resolve(
        loads(
            WS_HEAD + "players:\n  A:\n    level: 1\n    deck: 10\n    stage:\n"
            f'      center_front: {{name: 起動役, type: character, level: 1, power: 5000, soul: 1, text: "{ONE_OF}"}}\n'
            "  B: {deck: 10}\n"
            "actions:\n  - {do: activate, player: A, card: 起動役}\n"
            f"choices:\n  - {{player: A, at: mode, choose: '{mode}'}}\n"
            "ask: [起動役.power, 起動役.soul]\n"
        )
    )
    assert not unsupported(r)
    assert r.outcome["state"] == {"起動役.power": power, "起動役.soul": soul}


# ---------------- 「思い出置場の…を1枚までと、このカードを選び、入れ替える」 (8.6.3.1.1)

SWAP_UP_TO = (
    "【起】 あなたは自分の思い出置場の《猫》のキャラを1枚までと、このカードを選び、入れ替える。"
)


@pytest.mark.parametrize(("pick", "swapped"), [("思い出の猫", True), ("none", False)])
def test_swap_this_with_up_to_one_memory_card(pick: str, swapped: bool) -> None:
    """Up to one card: the one chosen goes to this card's slot and this card to the memory (the
    swap of 「…を1枚とこのカードを選び、入れ替える」); choosing none, nothing is swapped
    (8.6.3.1.1, 8.6.3.1.3)."""
    r = resolve(
        loads(
            WS_HEAD + "players:\n  A:\n    level: 1\n    deck: 10\n"
            "    memory: [{name: 思い出の猫, type: character, level: 1, traits: [猫]}]\n"
            "    stage:\n"
            f'      center_front: {{name: 起動役, type: character, level: 1, text: "{SWAP_UP_TO}"}}\n'
            "  B: {deck: 10}\n"
            "actions:\n  - {do: activate, player: A, card: 起動役}\n"
            f"choices:\n  - {{player: A, at: choose, choose: {pick}}}\n"
            "ask: [起動役.zone, 思い出の猫.zone]\n"
        )
    )
    assert not unsupported(r)
    if swapped:
        assert r.outcome["state"] == {
            "起動役.zone": "A.memory",
            "思い出の猫.zone": "A.stage.center_front",
        }
    else:
        assert r.outcome["state"] == {
            "起動役.zone": "A.stage.center_front",
            "思い出の猫.zone": "A.memory",
        }
