"""co card-text constructions of round 25 (s21co, issue 12): wordings a reader of the co rules
document prints, each family with its variants on a minimal board of its own, and the neighbour
that must not change."""

from __future__ import annotations

import pytest

from grammar.normalise import normalise
from tests.ruling.boards import co_ability, co_run

# ------ the copula's conditional spelled out: 「Xであれば、」 / 「Xであるなら(ば)、」 / 「Xである
# 場合、」 are 「Xなら、」 / 「Xの場合、」 (a condition on the step after it, 4.2.9's card text read
# as printed); folded in the grammar's input (grammar.normalise.SPELLINGS), so every game reads it

HP = """
turn: {{player: A, number: 3, phase: main}}
players:
  A:
    hp: {hp}
    energy: 1
    deck: 10
    hand: [{{name: 策, type: event, cost: 1, text: "{text}"}}]
  B:
    hp: 20
    deck: 10
actions:
  - {{do: play, card: 策}}
ask: [A.hand]
"""


@pytest.mark.parametrize(
    "cond",
    ["なら", "ならば", "であれば", "であるなら", "であるならば", "である場合", "の場合"],
)
def test_a_condition_in_any_spelling_of_the_copula(cond: str) -> None:
    text = f"あなたのHPが10点以下{cond}、あなたはカードを1枚引く。"
    ab = co_ability(text, type_="event")
    assert ab.supported, ab.reason
    # HP 8: the condition holds, one card drawn (the event card itself has left the hand)
    assert co_run(HP.format(hp=8, text=text)).outcome["state"] == {"A.hand": 1}
    # the neighbour: HP 15, it does not hold, nothing drawn
    assert co_run(HP.format(hp=15, text=text)).outcome["state"] == {"A.hand": 0}


def test_a_word_holding_the_copula_is_kept() -> None:
    # 「であれば」 with no comma after it, inside a name, or in 「でなければ」 is not folded
    for text, kept in (
        ("であればよい", "であれば"),
        ("「アンタップ状態であれば、」を含む", "であれば"),
        ("でなければ、", "でなければ"),
    ):
        assert kept in normalise(text).text


# ------ 「AしてからB」: A, then B (the sequence 「Aして、B」), after any verb's te-form


@pytest.mark.parametrize(
    "text",
    [
        "あなたはカードを2枚引いてから手札を1枚クラッシュする。",
        "あなたはカードを2枚引いてから、手札を1枚クラッシュする。",
        "あなたはカードを2枚引いて、手札を1枚クラッシュする。",
        "あなたはカードを2枚引き、手札を1枚クラッシュする。",
    ],
)
def test_a_step_then_another_with_tekara(text: str) -> None:
    ab = co_ability(text, type_="event")
    assert ab.supported, ab.reason
    got = co_run(HP.format(hp=20, text=text)).outcome["state"]
    # two drawn, then one of them crashed: one left in hand (the event has left it)
    assert got == {"A.hand": 1}


def test_tekara_after_heal_then_draw() -> None:
    text = "あなたはHPを2点回復してからカードを1枚引く。"
    ab = co_ability(text, type_="event")
    assert ab.supported, ab.reason
    doc = HP.format(hp=10, text=text).replace("ask: [A.hand]", "ask: [A.hand, A.hp]")
    assert co_run(doc).outcome["state"] == {"A.hand": 1, "A.hp": 12}


def test_subete_kara_is_not_a_sequence() -> None:
    # 「すべてから」: て ends a count there, not a verb's te-form
    assert "すべてから" in normalise("フィールドに出ているすべてから").text


# ------ 〔X〕: the rules' prose brackets a card name 〔…〕 where card text prints 『…』 (co.txt):
# the same name, read the same way (4.2.10: in X's own text, X itself; another name is another
# card, refused with that reason until the engine reads it)

TAP = """
turn: {{player: A, number: 3, phase: main}}
players:
  A:
    hp: 20
    energy: 0
    deck: 10
    field: [{{name: 鬼, type: character, ap: 1, dp: 1, text: "{text}"}}]
  B:
    hp: 20
    deck: 10
actions:
  - {{do: activate, card: 鬼}}
ask: [B.hp, 鬼.state]
"""


@pytest.mark.parametrize("name", ["『鬼』", "〔鬼〕"])
def test_own_name_in_either_bracket(name: str) -> None:
    text = f"{name}をタップする:敵デュエルマスターに2ダメージを与える。"
    ab = co_ability(text, name="鬼")
    assert ab.supported, ab.reason
    assert co_run(TAP.format(text=text)).outcome["state"] == {"B.hp": 18, "鬼.state": "rest"}


@pytest.mark.parametrize("name", ["『姫』", "〔姫〕"])
def test_another_cards_name_in_either_bracket_is_refused_not_read_as_this(name: str) -> None:
    text = f"『鬼』がクラッシュしたとき、あなたは{name}をアンタップしてもよい。"
    ab = co_ability(text, name="鬼")
    assert not ab.supported and "4.2.10" in ab.reason
