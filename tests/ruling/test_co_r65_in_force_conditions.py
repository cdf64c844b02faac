"""co effects in force under a condition (round 65, s62cmvC):

- 「『X』は、…場合、ディフェンスされない」 / 「このキャラクターは、…場合、(男性キャラクターに)ディフェン
  スされない」 on X: X's text over 3.4.5.3 (4.2.9) while the condition holds — the keyword
  ``undefended_by:…`` X gains then (4.3.8 step 3), as 「…場合、『X』はアタックできない」 is read
  (``_refusal_held_under_condition``); with no condition it is X's own keyword;
- 「相手のフィールドにタップ状態のキャラクターがある場合」: the characters of a player in that
  orientation now (3.2.2, 3.4.5.2), counted as the effects are worked out (4.3.8);
- 「あなたの手札が0枚の場合」: the number of cards of one player's hand (4.2.1 「手札の枚数は公開
  情報です」), dustbox or deck, read as the effects are worked out;
- 「…のコストはN減少する。ただし(、)0未満にはならない。」: the cost summed and applied (4.3.2.2) is
  paid no less than 0 — the proviso says what the cost already is.
"""

from __future__ import annotations

import pytest

from tests.ruling.boards import co_ability, co_run

DEFENDED = """
turn: {player: A, number: 6, phase: main}
players:
  A:
    hp: LIFE
    deck: 10
    field:
      - {name: 兵, type: character, gender: 男性, ap: 2, dp: 3, text: "TEXT"}
  B:
    hp: 20
    deck: 10
    field:
      - {name: 熊, type: character, gender: 男性, ap: 0, dp: 5}
      - {name: 猫, type: character, gender: 女性, ap: 0, dp: 5STATE}
actions:
  - {do: attack, attacker: 兵, defender: 熊}
ask: [B.hp]
"""


def _defended(text: str, hp: int = 20, state: str = "") -> bool:
    """Whether 熊's defence of 兵's attack stands (not refused)."""
    body = DEFENDED.replace("TEXT", text).replace("LIFE", str(hp)).replace("STATE", state)
    r = co_run(body)
    return not r.main.rejected


@pytest.mark.parametrize(
    "text",
    [
        "『兵』は、あなたのHPが5以下の場合、ディフェンスされない。",
        "あなたのHPが5以下の場合、『兵』はディフェンスされない。",
        "このキャラクターは、あなたのHPが5以下の場合、ディフェンスされない。",
    ],
)
def test_undefended_while_the_condition_holds(text: str) -> None:
    ab = co_ability(text, "character", "兵")
    assert ab.supported, ab.reason
    assert [(s.kind, s.who, s.value) for s in ab.program.statics] == [
        ("gain", "this", "undefended_by:*")
    ]
    assert not _defended(text, hp=5)
    assert _defended(text, hp=6)


def test_undefended_by_a_gender_while_the_condition_holds() -> None:
    """The characters described (3.4.5.3 under 4.2.9): only a male one is refused."""
    text = "『兵』は、あなたのHPが5以下の場合、女性キャラクターにディフェンスされない。"
    assert _defended(text, hp=5)  # 熊 is male
    body = DEFENDED.replace("defender: 熊", "defender: 猫")
    r = co_run(body.replace("TEXT", text).replace("LIFE", "5").replace("STATE", ""))
    assert r.main.rejected


def test_tapped_characters_counted() -> None:
    """「相手のフィールドにタップ状態のキャラクターがある場合」: 猫 tapped, 兵 is not defended; 猫
    untapped, it is."""
    text = "このキャラクターは、相手のフィールドにタップ状態のキャラクターがある場合、ディフェンスされない。"
    assert co_ability(text, "character", "兵").supported
    assert not _defended(text, state=", state: rest")
    assert _defended(text)


HAND = """
turn: {player: A, number: 6, phase: main}
players:
  A:
    hp: 20
    deck: 10
    hand: HANDSIZE
    field:
      - {name: 兵, type: character, ap: 2, dp: 3, text: "TEXT"}
  B:
    hp: 20
    deck: 10
actions:
  - {do: attack, attacker: 兵, defender: none}
ask: [B.hp]
"""


@pytest.mark.parametrize(("hand", "hp"), [(0, 16), (1, 18)])
def test_hand_size_condition(hand: int, hp: int) -> None:
    """「あなたの手札が0枚の場合、『兵』は「+2:+0」の修正を受ける」: with no card in hand 兵 deals
    4 (2 + 2), with one it deals 2."""
    text = "あなたの手札が0枚の場合、『兵』は「+2:+0」の修正を受ける。"
    assert co_ability(text, "character", "兵").supported
    r = co_run(HAND.replace("TEXT", text).replace("HANDSIZE", str(hand)))
    assert r.outcome["state"]["B.hp"] == hp


def test_another_condition_on_cards_stays_refused() -> None:
    """A count of cards described by something other than their orientation, gender or name
    (「ダメージを受けているキャラクター」) is not read as the effects are worked out: refused."""
    got = co_ability(
        "相手のフィールドにダメージを受けているキャラクターがある場合、『兵』はディフェンスされない。",
        "character",
        "兵",
    )
    assert not got.supported


# ------ 「…のコストはN減少する。ただし(、)0未満にはならない。」: the cost as worked out, the
# additional costs summed and applied (4.3.2.2), is paid no less than 0 — the proviso says what
# the play's cost already is; any other proviso stays refused

_COST = """
turn: {{player: A, number: 6, phase: main}}
players:
  A:
    hp: 10
    energy: 3
    deck: 12
    hand:
      - {{name: 火花, type: spell, cost: {cost}, text: "相手のデュエルマスターに1点のダメージを与える。"}}
    field:
      - {{name: 関所, type: event, set_on: field, text: "{text}"}}
  B: {{hp: 10, deck: 12}}
actions:
  - {{do: play, player: A, card: 火花}}
ask: [A.energy]
"""

_LESS = "あなたがスペルカードをプレイするためのコストは2減少する。"


@pytest.mark.parametrize("proviso", ["ただし、0未満にはならない。", "ただし0未満にはならない。"])
def test_cost_floor_proviso(proviso: str) -> None:
    got = co_ability(_LESS + proviso, "event")
    assert got.supported, got.reason
    assert got.program == co_ability(_LESS, "event").program
    # a cost of 3 less 2: 1 paid; a cost of 1 less 2: 0 paid, never energy given back
    for cost, left in ((3, 2), (1, 3)):
        r = co_run(_COST.format(cost=cost, text=_LESS + proviso))
        assert r.outcome["state"] == {"A.energy": left}
        assert "4.3.2.2" in r.decided_by


@pytest.mark.parametrize(
    "text",
    [
        "あなたがスペルカードをプレイするためのコストは1増加する。ただし0未満にはならない。",
        "あなたがスペルカードをプレイするためのコストは2減少する。ただし1未満にはならない。",
    ],
)
def test_other_provisos_stay_refused(text: str) -> None:
    assert not co_ability(text, "event").supported


# ------ 「『X』は、あなたのダストボックスにある『Y』1枚につき「+1:+0」される」: the cards of that name
# in that player's dustbox (4.2.3: open to all), counted as the effects are worked out (4.3.8)

_PER_NAME = """
turn: {{player: A, number: 6, phase: main}}
players:
  A:
    hp: 20
    deck: 10
    field:
      - {{name: 朱里 なぎさ, type: character, ap: 1, dp: 3, text: "{text}"}}
    dustbox: [{dustbox}]
  B: {{hp: 20, deck: 10}}
actions:
  - {{do: attack, attacker: 朱里 なぎさ, defender: none}}
ask: [B.hp]
"""


@pytest.mark.parametrize(
    ("dustbox", "hp"),
    [
        ("{name: 朱里 源蔵, type: character}, {name: 朱里源蔵, type: character}", 17),
        ("{name: 朱里 源蔵, type: character}, {name: 朱里 かすみ, type: character}", 18),
        ("", 19),
    ],
)
def test_per_named_card_in_the_dustbox(dustbox: str, hp: int) -> None:
    text = "『朱里 なぎさ』は、あなたのダストボックスにある『朱里 源蔵』1枚につき「+1:+0」される。"
    got = co_ability(text, "character", "朱里 なぎさ")
    assert got.supported, got.reason
    r = co_run(_PER_NAME.format(text=text, dustbox=dustbox))
    assert r.outcome["state"]["B.hp"] == hp


# ------ 「…場合、『X』は「+2:+2」され、ディフェンスされない」: both steps said of X (the
# continuative's topic), each held while the condition holds (4.3.8)

_PAIR = "あなたの手札が0枚の場合、『兵』は「+2:+2」され、ディフェンスされない。"


def test_a_modifier_and_a_refusal_under_one_condition() -> None:
    got = co_ability(_PAIR, "character", "兵")
    assert got.supported, got.reason
    mod = co_ability("あなたの手札が0枚の場合、『兵』は「+2:+2」される。", "character", "兵")
    refusal = co_ability(
        "あなたの手札が0枚の場合、『兵』はディフェンスされない。", "character", "兵"
    )
    assert got.program.statics == mod.program.statics + refusal.program.statics


@pytest.mark.parametrize(("hand", "defended"), [(0, False), (1, True)])
def test_the_pair_on_a_board(hand: int, defended: bool) -> None:
    body = DEFENDED.replace("TEXT", _PAIR).replace("LIFE", "20").replace("STATE", "")
    body = body.replace(
        "    deck: 10\n    field:\n      - {name: 兵",
        f"    deck: 10\n    hand: {hand}\n    field:\n      - {{name: 兵",
        1,
    )
    r = co_run(body)
    assert (not r.main.rejected) == defended
