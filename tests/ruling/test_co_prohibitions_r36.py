"""Prohibitions and negations printed by other hands (round 36, s32cotext; the family
"prohibitions and negations" of issue 12), each a minimal text and what it does on a board:

- 「…は対象に取られない / とられない / 選ばれない」: not made a target, the same program as
  「…は対象にならない」 (4.2.13; the text over it, 4.2.9);
- 「…してはならない / してはいけない」: the prohibition 「…できない」 (4.2.9);
- 「…なければ、…」 (the negative conditional of a verb): the condition 「…ない場合、…」;
- a time refused to a play or a use, 「このカードは戦闘中に(は)プレイできない」 / 「この特殊能力は
  メインフェイズには使用できない」: refused in that time alone (3.4.5 the battle, 4.2.9);
- 「…ターン中にのみ / 中だけプレイ(使用)してもよい / できる」: 「…ターンにのみ」 (4.3.5);
- a moment in quotes, 「このカードは「ダメージを受けた直後」にのみプレイしてもよい」: the moment
  unquoted (4.3.5 「〜の直後にのみ〜してもよい」).
"""

from __future__ import annotations

import pytest

from grammar.normalise import normalise
from tests.ruling.boards import co_ability, co_run

# ------ 「対象に取られない」: 「対象にならない」 (4.2.13)


@pytest.mark.parametrize(
    "variant",
    [
        "『岩』は対象に取られない。",
        "『岩』は対象にとられない。",
        "『岩』は対象に選ばれない。",
    ],
)
def test_not_taken_as_a_target_is_untargetable(variant: str) -> None:
    plain = co_ability("『岩』は対象にならない。")
    ab = co_ability(variant)
    assert plain.supported and ab.supported, ab.reason
    assert ab.program == plain.program


def test_not_taken_as_a_target_of_a_kind() -> None:
    plain = co_ability("セットされているキャラクターは、イベントカードの対象にならない。", "item")
    ab = co_ability("セットされているキャラクターは、イベントカードの対象に取られない。", "item")
    assert ab.supported, ab.reason
    assert ab.program == plain.program


def test_other_passive_negatives_are_left_as_printed() -> None:
    # 「選ばれない」 not after 「対象に」 (VG: a choice that is not a target) is not folded
    assert "選ばれない" in normalise("このユニットは相手の効果で選ばれない。").text


UNTARGETABLE = """
turn: {{player: B, number: 4, phase: main}}
players:
  A:
    hp: 20
    deck: 10
    field: [{{name: 岩, type: character, ap: 2, dp: 2, text: "{text}"}}]
  B:
    hp: 20
    energy: 2
    deck: 10
    hand: [{{name: 落雷, type: spell, cost: 1, text: "対象のキャラクター1体に1ダメージを与える。"}}]
actions:
  - {{do: play, player: B, card: 落雷, target: 岩}}
ask: [岩.damage, 落雷.zone]
"""


@pytest.mark.parametrize("text", ["『岩』は対象に取られない。", "『岩』は対象にならない。"])
def test_not_taken_as_a_target_on_a_board(text: str) -> None:
    r = co_run(UNTARGETABLE.format(text=text))
    assert r.main.rejected  # the play targeting it is refused (4.2.13, 4.2.9)
    assert r.outcome["state"] == {"岩.damage": 0, "落雷.zone": "B.hand"}
    # the neighbour: without the text the spell resolves on it
    r = co_run(UNTARGETABLE.format(text=""))
    assert r.outcome["state"] == {"岩.damage": 1, "落雷.zone": "B.dustbox"}


# ------ 「…してはならない」: 「…できない」; a time refused (3.4.5, 4.2.9)

BOOST = (
    "ターン終了時まで、あなたがコントロールしているすべてのキャラクターは「+1:+0」の修正を受ける。"
)
DURING = """
turn: {{player: A, number: 3, phase: main}}
players:
  A:
    hp: 20
    energy: 1
    deck: 10
    hand: [{{name: 声援, type: event, cost: 1, text: "{text}"}}]
    field: [{{name: 泉, type: character, ap: 2, dp: 2}}]
  B: {{hp: 20, deck: 10}}
actions:
{actions}
ask: [声援.zone, 泉.ap]
"""
IN_BATTLE = "  - {do: attack, attacker: 泉, after_attack: [{do: play, card: 声援}]}"
OUT_OF_BATTLE = "  - {do: play, card: 声援}"


@pytest.mark.parametrize(
    "text",
    [
        f"{BOOST}このカードは戦闘中にプレイできない。",
        f"{BOOST}このカードは戦闘中にはプレイできない。",
        f"{BOOST}このカードは戦闘中にプレイしてはならない。",
        f"{BOOST}このカードは、戦闘中にプレイしてはいけない。",
        f"{BOOST}戦闘中にはプレイできない。",
        f"戦闘中にはプレイできない。{BOOST}",
    ],
)
def test_a_card_never_played_in_a_battle(text: str) -> None:
    ab = co_ability(text, "event")
    assert ab.supported, ab.reason
    assert ab.program.only_during == "!*:battle"
    r = co_run(DURING.format(text=text, actions=IN_BATTLE))
    assert r.main.rejected
    assert r.outcome["state"] == {"声援.zone": "A.hand", "泉.ap": 2}
    # the neighbour: outside a battle it is played (the restriction names the battle alone)
    r = co_run(DURING.format(text=text, actions=OUT_OF_BATTLE))
    assert r.outcome["state"] == {"声援.zone": "A.dustbox", "泉.ap": 3}


@pytest.mark.parametrize(
    ("when", "key"),
    [
        ("メインフェイズには", "!*:main"),
        ("メインフェイズに", "!*:main"),
        ("戦闘中には", "!*:battle"),
        ("相手のターンには", "you:*"),  # one turn refused: the other's alone (1-1, 3)
        ("相手のターン中には", "you:*"),
    ],
)
def test_an_ability_never_used_then(when: str, key: str) -> None:
    ab = co_ability(
        f"『泉』をタップする:あなたは1エネルギーを得る。この特殊能力は{when}使用できない。"
    )
    assert ab.supported, ab.reason
    assert ab.program.only_during == key
    forbidden = co_ability(
        f"『泉』をタップする:あなたは1エネルギーを得る。この特殊能力は{when}使用してはならない。"
    )
    assert forbidden.supported and forbidden.program == ab.program


# ------ 「…ターン中にのみ」: 「…ターンにのみ」 (4.3.5)


@pytest.mark.parametrize(
    ("variant", "plain"),
    [
        ("あなたのターン中にのみプレイしてもよい", "あなたのターンにのみプレイしてもよい"),
        ("あなたのターン中にのみプレイできる", "あなたのターンにのみプレイできる"),
        ("相手のターン中だけプレイできる", "相手のターンにのみプレイできる"),
        ("メインフェイズ中にのみプレイできる", "メインフェイズにのみプレイできる"),
    ],
)
def test_a_turn_during_is_the_turn(variant: str, plain: str) -> None:
    a = co_ability(f"{BOOST}このカードは、{variant}。", "event")
    b = co_ability(f"{BOOST}このカードは、{plain}。", "event")
    assert a.supported and b.supported, (a.reason, b.reason)
    assert a.program.only_during == b.program.only_during is not None


@pytest.mark.parametrize(("turn", "played"), [("A", True), ("B", False)])
def test_a_turn_during_on_a_board(turn: str, played: bool) -> None:
    text = f"{BOOST}このカードは、あなたのターン中にのみプレイしてもよい。"
    body = DURING.format(text=text, actions=OUT_OF_BATTLE).replace("player: A,", f"player: {turn},")
    body = body.replace("{do: play, card: 声援}", "{do: play, player: A, card: 声援}")
    r = co_run(body)
    assert bool(r.main.rejected) != played


# ------ a moment in quotes (4.3.5)


@pytest.mark.parametrize(
    ("quoted", "plain"),
    [
        (
            "対象のキャラクター1体のダメージを0にする。このカードは「ダメージを受けた直後」にのみプレイしてもよい。",
            "対象のキャラクター1体のダメージを0にする。このカードは、ダメージを受けた直後にのみプレイしてもよい。",
        ),
        (
            "『泉』をタップする:対象のキャラクター1体のダメージを1点軽減する。この特殊能力は「ダメージを受けた直後」にのみ使用してもよい。",
            "『泉』をタップする:対象のキャラクター1体のダメージを1点軽減する。この特殊能力は、ダメージを受けた直後にのみ使用してもよい。",
        ),
    ],
)
def test_a_quoted_moment_is_the_moment(quoted: str, plain: str) -> None:
    a = co_ability(quoted, "event")
    b = co_ability(plain, "event")
    assert a.supported and b.supported, (a.reason, b.reason)
    assert a.program.only_after == b.program.only_after is not None


def test_a_quoted_keyword_is_kept() -> None:
    # only a quoted moment before 「にのみ」 loses its quotes: a keyword in quotes stays
    assert "「飛行」" in normalise("『泉』は「飛行」を得る。").text


# ------ 「…なければ、…」: 「…ない場合、…」


@pytest.mark.parametrize(
    ("variant", "plain"),
    [
        (
            "あなたのフィールドにキャラクターがいなければ、あなたは山札からカードを1枚引く。",
            "あなたのフィールドにキャラクターがいない場合、あなたは山札からカードを1枚引く。",
        ),
        (
            "あなたがアタックを行わなければ、あなたは山札からカードを1枚引く。",
            "あなたがアタックを行わない場合、あなたは山札からカードを1枚引く。",
        ),
        (
            "1エネルギーを支払ってもよい。支払わなければ、このカードをクラッシュする。",
            "1エネルギーを支払ってもよい。支払わない場合、このカードをクラッシュする。",
        ),
        (
            "あなたがディフェンスしなければ、あなたは山札からカードを1枚引く。",
            "あなたがディフェンスしない場合、あなたは山札からカードを1枚引く。",
        ),
    ],
)
def test_a_negative_conditional_is_the_negative_case(variant: str, plain: str) -> None:
    assert normalise(variant).text == normalise(plain).text
    a, b = co_ability(variant, "event"), co_ability(plain, "event")
    assert (a.supported, a.reason, a.program) == (b.supported, b.reason, b.program)


def test_the_copulas_negative_conditional_is_left_as_printed() -> None:
    # 「…でなければ」 (a condition on a noun) and 「N枚以上なければ」 are not a verb's negative
    assert "でなければ" in normalise("あなたのHPが10以上でなければ、1枚引く。").text
    assert "以上なければ" in normalise("手札が3枚以上なければ、1枚引く。").text


NO_CHAR = """
turn: {{player: A, number: 4, phase: main}}
players:
  A:
    hp: 20
    energy: 1
    deck: 10
    hand: [{{name: 孤独, type: event, cost: 1, text: "{text}"}}]
    field: [{field}]
  B: {{hp: 20, deck: 10}}
actions:
  - {{do: play, card: 孤独}}
ask: [A.hand]
"""


@pytest.mark.parametrize(
    "text",
    [
        "あなたのフィールドにキャラクターがいなければ、あなたは山札からカードを1枚引く。",
        "あなたのフィールドにキャラクターがいない場合、あなたは山札からカードを1枚引く。",
    ],
)
@pytest.mark.parametrize(
    ("field", "hand"), [("", 1), ("{name: 泉, type: character, ap: 2, dp: 2}", 0)]
)
def test_a_negative_conditional_on_a_board(text: str, field: str, hand: int) -> None:
    r = co_run(NO_CHAR.format(text=text, field=field))
    assert r.outcome["state"] == {"A.hand": hand}


# ------ 「このカードは…できない」: as 「『X』は…できない」 in X's own text (4-2-10, 3.4.5.2 / 3.4.5.3)


@pytest.mark.parametrize(
    ("variant", "plain"),
    [
        ("このカードはアタックできない。", "『泉』はアタックできない。"),
        ("このカードはディフェンスできない。", "『泉』はディフェンスできない。"),
        (
            "このカードはディフェンスを行うことができない。",
            "『泉』はディフェンスを行うことができない。",
        ),
        ("このカードはアタックすることができない。", "『泉』はアタックできない。"),
    ],
)
def test_this_card_cannot_is_its_own_name_cannot(variant: str, plain: str) -> None:
    a, b = co_ability(variant, name="泉"), co_ability(plain, name="泉")
    assert a.supported and b.supported, (a.reason, b.reason)
    assert a.program == b.program
    assert a.program.keyword in ("no_attack", "no_defend")


ATTACKER = """
turn: {{player: A, number: 4, phase: main}}
players:
  A:
    hp: 20
    deck: 10
    field: [{{name: 泉, type: character, ap: 2, dp: 2, text: "{text}"}}]
  B: {{hp: 20, deck: 10}}
actions:
  - {{do: attack, attacker: 泉}}
ask: [B.hp]
"""


@pytest.mark.parametrize(("text", "hp"), [("このカードはアタックできない。", 20), ("", 18)])
def test_this_card_cannot_attack_on_a_board(text: str, hp: int) -> None:
    r = co_run(ATTACKER.format(text=text))
    assert bool(r.main.rejected) == (hp == 20)
    assert r.outcome["state"] == {"B.hp": hp}


@pytest.mark.parametrize(
    "text",
    [
        "ターン終了時まで、対象のキャラクターはアタックできず、ディフェンスもできない。",
        "ターン終了時まで、対象のキャラクターはアタックできず、ディフェンスできない。",
    ],
)
def test_both_battle_acts_with_mo(text: str) -> None:
    ab = co_ability(text, "event")
    assert ab.supported, ab.reason
    assert [(op.kind, op.value) for op in ab.program.ops] == [
        ("grant", "no_attack"),
        ("grant", "no_defend"),
    ]
